import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isPdfReference } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OFFLINE_WORDS } from '../../../lib/connection/offline-error';
import { signedUrlQueries } from '../api/signed-url-queries';
import { ReceiptViewer } from './receipt-viewer';

/**
 * Shows a stored receipt: an image through its signed URL ('Image unavailable' when signing or loading
 * fails), or for a PDF a 'View PDF' button that stays disabled until the URL is signed
 * (docs/product.md#receipt-viewer). Either opens the receipt full screen (zoom, download).
 */
export function ReceiptImage({
  reference,
  alt = 'Receipt',
  height = 160,
}: {
  reference: string;
  alt?: string;
  height?: number;
}) {
  const signed = useQuery(signedUrlQueries.forReference(reference));
  const [broken, setBroken] = useState(false);
  const [viewing, setViewing] = useState(false);
  const viewer = signed.data && (
    <ReceiptViewer
      open={viewing}
      reference={reference}
      signedUrl={signed.data}
      title={alt}
      onClose={() => setViewing(false)}
    />
  );

  if (isPdfReference(reference)) {
    return (
      <>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          disabled={!signed.data}
          onClick={() => setViewing(true)}
        >
          View PDF
        </Button>
        {viewer}
      </>
    );
  }
  // Offline, the receipt cannot be signed: it says so rather than a placeholder that never ends.
  const offline = signed.isPending && signed.isPaused;
  if (signed.isError || broken || offline) {
    return (
      <Box
        role="img"
        aria-label="Image unavailable"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
      >
        <BrokenImageIcon aria-hidden />
        <Typography variant="body2">{offline ? OFFLINE_WORDS : 'Image unavailable'}</Typography>
      </Box>
    );
  }
  if (!signed.data) return <Skeleton variant="rounded" width={height} height={height} />;
  // The button is named by the image's alt text; its tooltip-like hint says what a click does.
  return (
    <>
      <ButtonBase
        onClick={() => setViewing(true)}
        title="View full screen"
        sx={{
          borderRadius: 1,
          maxWidth: '100%',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Box
          component="img"
          src={signed.data}
          alt={alt}
          onError={() => setBroken(true)}
          sx={{
            maxHeight: height,
            maxWidth: '100%',
            borderRadius: 1,
            objectFit: 'contain',
            display: 'block',
          }}
        />
      </ButtonBase>
      {viewer}
    </>
  );
}
