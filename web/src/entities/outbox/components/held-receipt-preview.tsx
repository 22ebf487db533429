import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isPdfReference } from '@reno/domain';
import { useState } from 'react';
import { peekHeldReceipt } from '../utils/held-receipts';

/** A receipt picked offline, shown from the file itself: it is uploaded when its expense syncs. */
export function HeldReceiptPreview({ reference, height }: { reference: string; height: number }) {
  // Not revoked: a few receipts per visit, and a revoke on unmount would break StrictMode's remount.
  const [url] = useState(() => {
    const file = peekHeldReceipt(reference);
    return file && !isPdfReference(reference) ? URL.createObjectURL(file) : null;
  });
  return (
    <Box>
      {url ? (
        <Box
          component="img"
          src={url}
          alt="Receipt preview"
          sx={{ height, maxWidth: '100%', borderRadius: 1 }}
        />
      ) : (
        <PictureAsPdfIcon color="action" aria-label="Receipt preview" />
      )}
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
        Uploads when this expense syncs
      </Typography>
    </Box>
  );
}
