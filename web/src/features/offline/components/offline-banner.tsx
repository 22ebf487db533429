import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../../../lib/connection/use-online';
import { formatSeenAt, newestDataTime } from '../utils/seen-at';

/**
 * Above every signed-in screen while the browser is offline: what shows is what the user last saw (the
 * cache, restored from IndexedDB after a reload), never fresh data.
 */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  const seenAt = newestDataTime(queryClient);
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {seenAt === null ? 'Offline' : `Offline — showing what you saw at ${formatSeenAt(seenAt)}`}
    </Alert>
  );
}
