import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SIGN_UP_PATH } from '../../../entities/session/api/login-paths';
import {
  ProviderSignInButton,
  useProviderSignIn,
} from '../../../entities/session/components/provider-sign-in-button';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { usePendingInvitation } from '../api/use-pending-invitation';
import { InvitationPage, NO_INVITATION } from '../components/invitation-page';

/**
 * The invitation link, signed out (docs/product.md#accept-invitation): sign in or sign up first, with the
 * invited address. The token waits in this tab, and once signed in the app comes back here to accept it.
 */
export function InvitationSignedOutRoute() {
  const token = usePendingInvitation();
  const { oauth } = useRuntimeConfig();
  const federated = useProviderSignIn();

  return (
    <InvitationPage>
      {token ? (
        <>
          <Typography>
            You have been invited to share a household&apos;s renovation records on this app. Sign in, or
            create an account, with the e-mail address the invitation was sent to: you will come back here to
            accept it.
          </Typography>
          {federated.error && <Alert severity="error">{federated.error.message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to="/login" variant="contained">
              Sign in
            </Button>
            <Button component={RouterLink} to={SIGN_UP_PATH} variant="outlined">
              Create account
            </Button>
            {oauth?.providers.map((provider) => (
              <ProviderSignInButton
                key={provider}
                provider={provider}
                signIn={federated}
                variant="outlined"
              />
            ))}
          </Stack>
        </>
      ) : (
        <Alert severity="warning">{NO_INVITATION}</Alert>
      )}
    </InvitationPage>
  );
}
