import Alert from '@mui/material/Alert';
import { formatSeenAt } from '../utils/seen-at';

/** The offline banner's words: what shows is what the user last saw, at `seenAt` (null: nothing seen). */
export function OfflineNotice({ seenAt }: { seenAt: number | null }) {
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {seenAt === null ? 'Offline' : `Offline — showing what you saw at ${formatSeenAt(seenAt)}`}
    </Alert>
  );
}
