import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A spinner inside the page area (the sidebar stays usable). */
export function ContentSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ py: 8, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
