import HomeWorkIcon from '@mui/icons-material/HomeWork';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE } from '@reno/domain';
import { Link as RouterLink } from 'react-router-dom';

/** The product's title above a page's card (login, invitation), leading back to the landing page. */
export function ProductTitleLink() {
  return (
    // A Typography as a link (MUI's Link, 1.3 KiB gzip, would be in the login screen's first JS for this).
    <Typography
      component={RouterLink}
      to="/"
      color="primary"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        mb: 3,
        fontWeight: 700,
        fontSize: 20,
        textDecoration: 'none',
      }}
    >
      <HomeWorkIcon aria-hidden />
      {PRODUCT_TITLE}
    </Typography>
  );
}
