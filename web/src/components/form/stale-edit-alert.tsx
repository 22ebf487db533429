import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { StaleEdit } from './use-edited-record';

/**
 * Someone changed the record after this form was opened (docs/product.md#concurrency): nothing was saved.
 * The API's words, and 'Reload', which puts the record as it is now into the form.
 */
export function StaleEditAlert({ stale }: { stale: StaleEdit }) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={stale.reload} disabled={stale.reloading}>
          {stale.reloading ? 'Reloading...' : 'Reload'}
        </Button>
      }
    >
      {stale.message}. Nothing was saved: reload to see the changes, then make yours again.
    </Alert>
  );
}
