import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE } from '@reno/domain';

export function LandingFooter() {
  return (
    <Box component="footer" sx={{ py: 4, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="textSecondary">
        © {new Date().getFullYear()} {PRODUCT_TITLE}. Built for homeowners.
      </Typography>
    </Box>
  );
}
