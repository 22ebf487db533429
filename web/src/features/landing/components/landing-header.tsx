import HomeWorkIcon from '@mui/icons-material/HomeWork';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE } from '@reno/domain';
import { Link as RouterLink } from 'react-router-dom';
import { SIGN_UP_PATH } from '../../../entities/session/api/login-paths';

export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* One line on a 390 px phone: the title may shrink and ellipsize, the buttons never wrap. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 3 } }}>
        <HomeWorkIcon color="primary" aria-hidden />
        <Typography
          component="span"
          variant="h6"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontWeight: 700, fontSize: { xs: 15, sm: 20 } }}
        >
          {PRODUCT_TITLE}
        </Typography>
        <Box
          component="nav"
          aria-label="Account"
          sx={{ display: 'flex', flexShrink: 0, gap: { xs: 0.5, sm: 1 }, '& a': { whiteSpace: 'nowrap' } }}
        >
          {signedIn ? (
            <Button component={RouterLink} to="/dashboard" variant="contained">
              Dashboard
            </Button>
          ) : (
            <>
              <Button component={RouterLink} to="/login">
                Sign In
              </Button>
              <Button component={RouterLink} to={SIGN_UP_PATH} variant="contained">
                Get Started
              </Button>
            </>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
