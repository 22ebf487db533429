import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Fields side by side from the small breakpoint up, one under the other on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}
