import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { describeError } from '../lib/api-errors';

interface LoadErrorAlertProps {
  /** What failed to load (the 'Failed to fetch …' text of docs/product.md#failure-words). */
  title: string;
  error: unknown;
  /** Words already chosen for this failure, used instead of describing `error`. */
  reason?: string | undefined;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/** A query that failed: what, why in words, and 'Retry' (loading again is always safe). */
export function LoadErrorAlert({ title, error, reason, onRetry, sx }: LoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {reason ?? describeError(error).message}
    </Alert>
  );
}
