import Alert from '@mui/material/Alert';

/** A form-level failure, announced to screen readers as it appears. */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
