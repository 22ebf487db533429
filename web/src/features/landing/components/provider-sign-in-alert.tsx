import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { providerSignInError } from '../../../entities/session/api/provider-sign-in-error';

/** Why a 'Sign in with …' came back refused, above the landing page, with the way back to the login. */
export function ProviderSignInAlert() {
  const message = providerSignInError(useLocation().search);
  if (!message) return null;
  return (
    <Container maxWidth="md" sx={{ pt: 3 }}>
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to="/login" color="inherit" size="small">
            Log in
          </Button>
        }
      >
        {message}
      </Alert>
    </Container>
  );
}
