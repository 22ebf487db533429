import HomeWorkIcon from '@mui/icons-material/HomeWork';
import Link from '@mui/material/Link';
import { PRODUCT_TITLE } from '@reno/domain';
import { Link as RouterLink } from 'react-router-dom';

/** The product's title above a page's card (login, invitation), leading back to the landing page. */
export function ProductTitleLink() {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mb: 3, fontWeight: 700, fontSize: 20 }}
    >
      <HomeWorkIcon aria-hidden />
      {PRODUCT_TITLE}
    </Link>
  );
}
