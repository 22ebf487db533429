import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { FileProblems } from '../hooks/use-statement-file';

/** Why a file was refused, a line a problem: 'Row 12: the amount 'abc' is not a number'. */
export function StatementProblems({ problems }: { problems: FileProblems }) {
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>This file cannot be imported</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {problems.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {problems.more > 0 && `and ${problems.more} more`}
    </Alert>
  );
}
