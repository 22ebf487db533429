import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { isPdfReference } from '@reno/domain';
import { useId, useState } from 'react';
import { downloadReceipt, receiptFileName } from '../api/download-receipt';

/** Zoom steps of an image receipt; 1 fits the whole receipt on the screen. */
const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

interface ReceiptViewerProps {
  open: boolean;
  /** The stored key or URL (a .pdf ending marks a PDF). */
  reference: string;
  signedUrl: string;
  title: string;
  onClose: () => void;
}

/**
 * A stored receipt on the whole screen: an image with zoom steps (scrolling to move around), or a PDF in
 * the browser's own viewer (with a link where the browser cannot show it); either can be downloaded.
 */
export function ReceiptViewer({ open, reference, signedUrl, title, onClose }: ReceiptViewerProps) {
  const titleId = useId();
  const pdf = isPdfReference(reference);
  const [zoomStep, setZoomStep] = useState(0);
  const zoom = ZOOM_STEPS[zoomStep] ?? 1;
  const fileName = receiptFileName(reference);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setZoomStep(0) } }}
    >
      <Toolbar sx={{ gap: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        {!pdf && <ZoomControls step={zoomStep} onStep={setZoomStep} />}
        <Button startIcon={<DownloadIcon />} onClick={() => void downloadReceipt(signedUrl, fileName)}>
          Download
        </Button>
        <IconButton aria-label="Close receipt" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Toolbar>
      {/* Focusable, so that the keyboard can scroll a zoomed receipt. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label="Receipt page"
        sx={{ flexGrow: 1, overflow: 'auto', bgcolor: 'grey.100', display: 'flex', minHeight: 0 }}
      >
        <ReceiptPage pdf={pdf} signedUrl={signedUrl} title={title} zoom={zoom} />
      </Box>
    </Dialog>
  );
}

/** Zoom out, the zoom ('Fit', '150%', …) and zoom in, over ZOOM_STEPS. */
function ZoomControls({ step, onStep }: { step: number; onStep: (step: number) => void }) {
  const zoom = ZOOM_STEPS[step] ?? 1;
  return (
    <Box role="group" aria-label="Zoom" sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton aria-label="Zoom out" disabled={step === 0} onClick={() => onStep(step - 1)}>
        <ZoomOutIcon />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: '3.5em', textAlign: 'center' }}>
        {zoom === 1 ? 'Fit' : `${zoom * 100}%`}
      </Typography>
      <IconButton
        aria-label="Zoom in"
        disabled={step === ZOOM_STEPS.length - 1}
        onClick={() => onStep(step + 1)}
      >
        <ZoomInIcon />
      </IconButton>
    </Box>
  );
}

/** The receipt itself: a PDF in the browser's viewer (a link where it has none), or the image at `zoom`. */
function ReceiptPage({
  pdf,
  signedUrl,
  title,
  zoom,
}: {
  pdf: boolean;
  signedUrl: string;
  title: string;
  zoom: number;
}) {
  if (pdf) {
    return (
      <Box
        component="object"
        data={signedUrl}
        type="application/pdf"
        aria-label={title}
        sx={{ width: '100%', height: '100%', border: 0 }}
      >
        <Box sx={{ p: 3 }}>
          <Typography sx={{ mb: 1 }}>This browser cannot show the PDF here.</Typography>
          <Link href={signedUrl} target="_blank" rel="noopener noreferrer">
            Open the PDF
          </Link>
        </Box>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={signedUrl}
      alt={title}
      sx={
        zoom === 1
          ? { m: 'auto', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }
          : { m: 'auto', width: `${zoom * 100}%`, maxWidth: 'none', height: 'auto' }
      }
    />
  );
}
