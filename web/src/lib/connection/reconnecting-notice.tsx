import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';

/** Shown while a request waits to reach the server again; it goes once the server answers. */
export function ReconnectingNotice() {
  return (
    <Snackbar open anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" role="status" icon={<CircularProgress size={18} color="inherit" />}>
        Reconnecting…
      </Alert>
    </Snackbar>
  );
}
