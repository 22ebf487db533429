import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

const WarrantiesEnding = lazyWithPreload(() => import('./warranties-ending'), 'WarrantiesEnding');

/**
 * The space of 'Warranties ending soon', kept from the first paint (no layout shift when it fills), with its
 * code and data loaded after the dashboard's.
 */
export function WarrantiesEndingSlot() {
  return (
    <Box sx={{ mt: 2, minHeight: 136 }}>
      <Suspense fallback={null}>
        <WarrantiesEnding />
      </Suspense>
    </Box>
  );
}
