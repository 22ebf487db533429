import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { FloatingNotice } from '../floating-notice';

/** Shown while a request waits to reach the server again; it goes once the server answers. */
export function ReconnectingNotice() {
  return (
    <FloatingNotice at="top">
      <Alert severity="warning" role="status" icon={<CircularProgress size={18} color="inherit" />}>
        Reconnecting…
      </Alert>
    </FloatingNotice>
  );
}
