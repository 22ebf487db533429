import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A notice that floats over the page, centred at its top or bottom, where MUI's Snackbar would put it.
 * The notices that stay until their state passes (reconnecting, a new version waiting) need nothing else
 * of a Snackbar (its timer, click-away listener and transition: 2.5 KiB gzip of the service worker's
 * precache, which holds them).
 */
export function FloatingNotice({ at, children }: { at: 'top' | 'bottom'; children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        display: 'flex',
        justifyContent: 'center',
        left: { xs: 8, sm: '50%' },
        right: { xs: 8, sm: 'auto' },
        transform: { sm: 'translateX(-50%)' },
        [at]: { xs: 8, sm: 24 },
      }}
    >
      {children}
    </Box>
  );
}
