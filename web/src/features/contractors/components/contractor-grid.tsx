import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { SKELETON_PLACEHOLDERS } from '@reno/domain';
import type { ReactNode } from 'react';

/** The responsive card grid of the contractors screen: one column on phones, up to three on wide screens. */
export function ContractorGrid({
  label,
  busy,
  children,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy || undefined}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}

/** SPEC §9: a loading skeleton of 3 placeholders. */
export function ContractorGridSkeleton() {
  return (
    <ContractorGrid label="Loading contractors" busy>
      {Array.from({ length: SKELETON_PLACEHOLDERS }, (_, index) => (
        <Card component="li" key={index} data-testid="contractor-skeleton">
          <CardContent>
            <Skeleton variant="text" width="60%" sx={{ fontSize: 24 }} />
            <Skeleton variant="rounded" width={96} height={24} sx={{ my: 1 }} />
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="50%" />
          </CardContent>
        </Card>
      ))}
    </ContractorGrid>
  );
}
