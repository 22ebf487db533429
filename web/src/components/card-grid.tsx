import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { SKELETON_PLACEHOLDERS } from '@reno/domain';
import type { ReactNode } from 'react';

/** A responsive list of cards: one column on phones, two on tablets, three on wide screens. */
export function CardGrid({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
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

/** SPEC §2/§9: while a card grid loads it shows 3 placeholder cards shaped like its cards. */
export function CardGridSkeleton({
  label,
  testId,
  placeholder,
}: {
  label: string;
  testId: string;
  placeholder: ReactNode;
}) {
  return (
    <CardGrid label={label} busy>
      {Array.from({ length: SKELETON_PLACEHOLDERS }, (_, index) => (
        <Card component="li" key={index} data-testid={testId}>
          <CardContent>{placeholder}</CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
