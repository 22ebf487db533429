import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface BareListProps {
  /** The list's accessible name ('Members'). */
  label?: string;
  /** A numbered list (<ol>): the order means something. */
  ordered?: boolean;
  /** Its layout (a grid or a wrapping row and its gap, a width). */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A list without bullets or indent, for items that draw themselves (rows, cards, tiles). */
export function BareList({ label, ordered, sx, children }: BareListProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      sx={[{ listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
