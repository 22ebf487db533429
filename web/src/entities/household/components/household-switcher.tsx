import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useActiveHousehold } from '../active-household/active-household-provider';

// The select (MUI's inputs) loads only for an account in more than one household: most have one.
const HouseholdSelect = lazyWithPreload(() => import('./household-select'), 'HouseholdSelect');

/**
 * 'Household': which of the account's households the app acts in (docs/product.md#household-switcher),
 * shown only to an account in more than one. Switching starts every screen afresh in the other household.
 */
export function HouseholdSwitcher({ onSwitched }: { onSwitched?: () => void }) {
  const { households } = useActiveHousehold();
  if (!households || households.length < 2) return null;
  return (
    <Suspense fallback={<Box sx={{ height: 40 }} />}>
      <HouseholdSelect households={households} onSwitched={onSwitched} />
    </Suspense>
  );
}
