import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReceiptScanState } from '../hooks/use-receipt-scan';

/** 'Reading receipt…' with a progress bar while the receipt is read; a short note when it could not be. */
export function ReceiptScanStatus({ state }: { state: ReceiptScanState }) {
  if (state.status === 'reading') {
    return (
      <Box role="status">
        <Typography variant="body2" color="textSecondary">
          Reading receipt…
        </Typography>
        <LinearProgress aria-label="Reading receipt" sx={{ mt: 0.5 }} />
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert severity="info" role="status">
        {state.message}
      </Alert>
    );
  }
  return null;
}
