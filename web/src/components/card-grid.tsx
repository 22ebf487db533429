import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Columns = Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>;

const CARD_COLUMNS: Partial<Columns> = { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' };

interface CardGridProps {
  label?: string;
  busy?: boolean;
  /** A numbered list (<ol>): the order means something (steps). */
  ordered?: boolean;
  /** The grid's columns by breakpoint; by default one on phones, two on tablets, three on wide screens. */
  columns?: Partial<Columns>;
  children: ReactNode;
}

/** A list laid out as a grid of cards. */
export function CardGrid({ label, busy, ordered, columns = CARD_COLUMNS, children }: CardGridProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      aria-busy={busy || undefined}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
