import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { describeError } from '../../../lib/api-errors';
import { SCREEN_MIN_HEIGHT } from '../../../lib/screen-min-height';

/** GET /api/user failed with something other than 401: say so and offer a retry. */
export function AuthErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Box component="main" sx={{ minHeight: SCREEN_MIN_HEIGHT, display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        Could not load your account. {describeError(error).message}
      </Alert>
    </Box>
  );
}
