import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ProductTitleLink } from '../../../components/product-title-link';
import { SCREEN_MIN_HEIGHT } from '../../../lib/screen-min-height';

/** The frame of the invitation link's page, signed in or out: the product title and one card. */
export function InvitationPage({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: SCREEN_MIN_HEIGHT, bgcolor: 'background.default', py: { xs: 3, md: 8 } }}
    >
      <Container maxWidth="sm">
        <ProductTitleLink />
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              Accept invitation
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}

/** Said when the page was opened without a token (a link cut short, or one already dealt with). */
export const NO_INVITATION =
  'This page holds no invitation. Open the link in the invitation e-mail again, or ask the household’s owner for a new one.';
