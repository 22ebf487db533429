import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog from its first opening on and keeps it mounted, so that closing it
 * still animates. Until its code has arrived (usually preloaded already), a small spinner stands in.
 */
export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={<DialogSpinner />}>{children}</Suspense>;
}

function DialogSpinner() {
  return (
    <Box sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', zIndex: 'modal' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
