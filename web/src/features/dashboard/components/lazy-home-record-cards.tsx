import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

const MaintenanceDue = lazyWithPreload(() => import('./maintenance-due'), 'MaintenanceDue');
const WarrantiesEnding = lazyWithPreload(() => import('./warranties-ending'), 'WarrantiesEnding');

/**
 * The home record's cards, last: 'Maintenance due this month' and 'Warranties ending soon', side by side on a
 * wide screen. Their space is kept from the first paint (no layout shift when they fill), with their code and
 * data loaded after the dashboard's.
 */
export function HomeRecordCards() {
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Box sx={{ minHeight: 136 }}>
        <Suspense fallback={null}>
          <MaintenanceDue />
        </Suspense>
      </Box>
      <Box sx={{ minHeight: 136 }}>
        <Suspense fallback={null}>
          <WarrantiesEnding />
        </Suspense>
      </Box>
    </Box>
  );
}
