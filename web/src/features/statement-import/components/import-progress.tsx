import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The rows stored so far of a large import: the batches go one after another. */
export function ImportProgress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Stack spacing={1}>
      <Typography role="status">{`Importing: ${done} of ${total} rows`}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Import progress" />
    </Stack>
  );
}
