import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate } from '@reno/domain';
import { useState } from 'react';
import { SquareThumbnail, THUMBNAIL_PX } from '../../../components/square-thumbnail';
import { useDiscardQueued } from '../api/outbox-mutations';
import { useWaitingPhotos } from '../api/outbox-queries';
import type { PhotoOutboxEntry } from '../api/outbox-store';
import { fileOf } from '../utils/held-receipts';
import { BareList } from '../../../components/bare-list';
import { WaitingMark } from './waiting-mark';

/**
 * A room's photos taken without a connection (docs/product.md#offline-use), shown from the files kept on this
 * device: each 'Waiting to upload', or refused with the server's words and Discard. Once the server has one,
 * it leaves this list and shows among the room's photos.
 */
export function WaitingPhotos({ roomId }: { roomId: number }) {
  const entries = useWaitingPhotos(roomId);
  if (entries.length === 0) return null;
  return (
    <BareList label="Waiting to upload" sx={{ mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {entries.map((entry) => (
        <WaitingPhoto key={entry.id} entry={entry} />
      ))}
    </BareList>
  );
}

function WaitingPhoto({ entry }: { entry: PhotoOutboxEntry }) {
  const discard = useDiscardQueued();
  // Not revoked: a few photos per visit, and a revoke on unmount would break StrictMode's remount.
  const [url] = useState(() => URL.createObjectURL(fileOf(entry.photo)));
  const name = entry.payload.caption ?? `Photo taken ${formatDate(entry.payload.takenOn)}`;
  return (
    <Box component="li" aria-label={name} sx={{ width: entry.refusal ? 1 : THUMBNAIL_PX }}>
      <SquareThumbnail src={url} alt={name} dimmed />
      {entry.refusal ? (
        <Alert
          severity="error"
          sx={{ mt: 0.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => discard.mutate(entry)}>
              Discard
            </Button>
          }
        >
          Not uploaded: {entry.refusal}
        </Alert>
      ) : (
        <WaitingMark label="Waiting to upload" sx={{ mt: 0.5 }} />
      )}
      {entry.payload.caption && (
        <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {entry.payload.caption}
        </Typography>
      )}
    </Box>
  );
}
