import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { SCREEN_MIN_HEIGHT } from '../lib/screen-min-height';
import { ProductTitleLink } from './product-title-link';

interface ProductTitlePageProps {
  /** The column's width: 'lg' for /login's card and side panel, 'sm' for one card. */
  maxWidth: 'sm' | 'lg';
  children: ReactNode;
}

/** A page outside the app's shell (/login, the invitation page): the product's title over its cards. */
export function ProductTitlePage({ maxWidth, children }: ProductTitlePageProps) {
  return (
    <Box
      component="main"
      sx={{ minHeight: SCREEN_MIN_HEIGHT, bgcolor: 'background.default', py: { xs: 3, md: 8 } }}
    >
      <Container maxWidth={maxWidth}>
        <ProductTitleLink />
        {children}
      </Container>
    </Box>
  );
}
