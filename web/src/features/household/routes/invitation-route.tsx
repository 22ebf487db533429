import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/use-toast';
import { useActiveHousehold } from '../../../entities/household/active-household/active-household-provider';
import { useSignOut } from '../../../entities/session/hooks/use-sign-out';
import { useCurrentUser } from '../../../entities/session/components/auth-provider';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { useAcceptInvitation } from '../api/household-mutations';
import { forgetPendingInvitation } from '../api/pending-invitation';
import { usePendingInvitation } from '../api/use-pending-invitation';
import { InvitationPage, NO_INVITATION } from '../components/invitation-page';

const JOINED_AS = {
  editor: 'You can add, change and delete its records.',
  viewer: 'You can see all of its records, export them and ask the assistant about them.',
  owner: '',
} as const;

/**
 * The invitation link, signed in (docs/product.md#accept-invitation): 'Accept invitation' joins the
 * household, switches to it and opens its dashboard. A refusal (another address, a link that no longer
 * works) is shown in the API's words; signing out keeps the invitation for the right account.
 */
export function InvitationRoute() {
  const token = usePendingInvitation();
  const accept = useAcceptInvitation();
  const { switchTo } = useActiveHousehold();
  const { email } = useCurrentUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const logout = useSignOut();

  const join = async () => {
    if (!token) return;
    const household = await accept.mutateAsync(token).catch(() => null); // shown below
    if (!household) return;
    forgetPendingInvitation();
    await switchTo(household.id);
    toast({
      title: `Welcome to ${household.name}`,
      description: JOINED_AS[household.role],
      variant: 'success',
    });
    navigate('/dashboard', { replace: true });
  };
  const notNow = () => {
    forgetPendingInvitation();
    navigate('/dashboard', { replace: true });
  };
  // Another address: the same link works once its own account signs in.
  const wrongAccount = accept.error instanceof ApiError && accept.error.status === 403;

  return (
    <InvitationPage>
      {!token ? (
        <Alert severity="warning">{NO_INVITATION}</Alert>
      ) : (
        <>
          <Typography>
            You have been invited to share a household&apos;s renovation records. You are signed in as{' '}
            <strong>{email}</strong>: the invitation must have been sent to this address.
          </Typography>
          {accept.error && (
            <Alert severity="error" role="alert">
              {describeError(accept.error).message}
            </Alert>
          )}
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {token && !accept.error && (
          <Button variant="contained" disabled={accept.isPending} onClick={() => void join()}>
            {accept.isPending ? 'Accepting...' : 'Accept invitation'}
          </Button>
        )}
        {wrongAccount && (
          <Button variant="contained" disabled={logout.pending} onClick={logout.request}>
            {logout.pending ? 'Signing out...' : 'Sign out'}
          </Button>
        )}
        <Button onClick={notNow} disabled={accept.isPending}>
          {token && !accept.error ? 'Not now' : 'Go to dashboard'}
        </Button>
      </Stack>
      {logout.confirmation}
    </InvitationPage>
  );
}
