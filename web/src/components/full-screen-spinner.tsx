import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { SCREEN_MIN_HEIGHT } from '../lib/screen-min-height';

/** The whole viewport while auth state or the project list loads (docs/product.md#app-loading). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ minHeight: SCREEN_MIN_HEIGHT, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
