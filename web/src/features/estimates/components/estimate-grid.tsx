import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { SKELETON_PLACEHOLDERS } from '@reno/domain';
import type { ReactNode } from 'react';

/** The responsive card grid of the estimates screen: one column on phones, up to three on wide screens. */
export function EstimateGrid({
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

/** SPEC §2: loading shows a skeleton of three cards. */
export function EstimateGridSkeleton() {
  return (
    <EstimateGrid label="Loading estimates" busy>
      {Array.from({ length: SKELETON_PLACEHOLDERS }, (_, index) => (
        <Card component="li" key={index} data-testid="estimate-skeleton">
          <CardContent>
            <Skeleton variant="text" width="70%" sx={{ fontSize: 24 }} />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rounded" height={8} sx={{ my: 2 }} />
            <Skeleton variant="text" width="90%" />
          </CardContent>
        </Card>
      ))}
    </EstimateGrid>
  );
}
