import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ProductTitlePage } from '../../../components/product-title-page';

/** The frame of the invitation link's page, signed in or out: the product title and one card. */
export function InvitationPage({ children }: { children: ReactNode }) {
  return (
    <ProductTitlePage maxWidth="sm">
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Accept invitation
          </Typography>
          {children}
        </CardContent>
      </Card>
    </ProductTitlePage>
  );
}

/** Said when the page was opened without a token (a link cut short, or one already dealt with). */
export const NO_INVITATION =
  'This page holds no invitation. Open the link in the invitation e-mail again, or ask the household’s owner for a new one.';
