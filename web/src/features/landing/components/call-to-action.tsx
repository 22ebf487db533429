import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FREE_PLAN_LIMITS, PRO_PRICE_LABEL } from '@reno/domain';
import { Link as RouterLink } from 'react-router-dom';
import { SIGN_UP_PATH } from '../../../entities/session/api/login-paths';

export function CallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="cta-title"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        py: { xs: 6, md: 8 },
        textAlign: 'center',
      }}
    >
      <Container maxWidth="sm">
        <Typography id="cta-title" component="h2" variant="h4" sx={{ fontWeight: 700 }}>
          Ready to Transform Your Home?
        </Typography>
        <Typography sx={{ mt: 1.5, opacity: 0.9 }}>
          Create your first project in under a minute. The Free plan needs no card and holds{' '}
          {FREE_PLAN_LIMITS.expenses} expenses and {FREE_PLAN_LIMITS.contractors} contractors; Pro is{' '}
          {PRO_PRICE_LABEL} a month for unlimited ones.
        </Typography>
        <Button
          component={RouterLink}
          to={signedIn ? '/dashboard' : SIGN_UP_PATH}
          variant="contained"
          color="inherit"
          size="large"
          // White, not MUI's grey 'inherit' fill: primary text on grey is 4.35:1, under WCAG AA's 4.5:1.
          sx={{ mt: 3, color: 'primary.main', bgcolor: 'common.white', '&:hover': { bgcolor: 'grey.100' } }}
        >
          {signedIn ? 'Go to Dashboard' : 'Create Free Account'}
        </Button>
      </Container>
    </Box>
  );
}
