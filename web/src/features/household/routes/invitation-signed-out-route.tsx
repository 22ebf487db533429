import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthService } from '../../../entities/session/api/auth-service';
import { SIGN_UP_PATH } from '../../../entities/session/api/login-paths';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { usePendingInvitation } from '../api/use-pending-invitation';
import { InvitationPage, NO_INVITATION } from '../components/invitation-page';

/**
 * The invitation link, signed out (docs/product.md#accept-invitation): sign in or sign up first, with the
 * invited address. The token waits in this tab, and once signed in the app comes back here to accept it.
 */
export function InvitationSignedOutRoute() {
  const token = usePendingInvitation();
  const auth = useAuthService();
  const { oauth } = useRuntimeConfig();
  const federated = useMutation({ mutationFn: (provider: string) => auth.signInWithProvider(provider) });

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
              <Button
                key={provider}
                variant="outlined"
                disabled={federated.isPending}
                onClick={() => federated.mutate(provider)}
              >
                Sign in with {provider}
              </Button>
            ))}
          </Stack>
        </>
      ) : (
        <Alert severity="warning">{NO_INVITATION}</Alert>
      )}
    </InvitationPage>
  );
}
