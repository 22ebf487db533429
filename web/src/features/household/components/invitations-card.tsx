import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, type InvitationView } from '@reno/domain';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { ROLE_LABELS } from '../../../entities/household/utils/role-labels';
import { useCancelInvitation, useResendInvitation } from '../api/household-mutations';
import { SectionCard } from '../../../components/section-card';
import { BareList } from '../../../components/bare-list';

/**
 * 'Pending invitations' (the owner's): each address with its role and the day its link stops working;
 * 'Resend' mails a new link (the old one dies), 'Cancel' takes the invitation back.
 */
export function InvitationsCard({ invitations }: { invitations: readonly InvitationView[] }) {
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const { toast } = useToast();
  const busy = (id: string) =>
    (resend.isPending && resend.variables === id) || (cancel.isPending && cancel.variables === id);

  return (
    <SectionCard title="Pending invitations">
      {invitations.length === 0 ? (
        <Typography color="textSecondary">No invitations waiting</Typography>
      ) : (
        <BareList label="Pending invitations" sx={{ display: 'grid', gap: 2 }}>
          {invitations.map((invitation) => (
            <Box
              component="li"
              key={invitation.id}
              aria-label={invitation.email}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {ROLE_LABELS[invitation.role]} · link valid until {formatDate(invitation.expiresAt)}
                </Typography>
              </Box>
              <Button
                disabled={busy(invitation.id)}
                aria-label={`Resend the invitation to ${invitation.email}`}
                onClick={() =>
                  resend.mutate(invitation.id, {
                    onSuccess: () =>
                      toast({
                        title: 'Invitation sent again',
                        description: `A new link went to ${invitation.email}; the earlier one no longer works.`,
                        variant: 'success',
                      }),
                    onError: (error) => toast(errorToast('Failed to resend the invitation', error)),
                  })
                }
              >
                {resend.isPending && resend.variables === invitation.id ? 'Resending...' : 'Resend'}
              </Button>
              <Button
                color="error"
                disabled={busy(invitation.id)}
                aria-label={`Cancel the invitation to ${invitation.email}`}
                onClick={() =>
                  cancel.mutate(invitation.id, {
                    onSuccess: () => toast({ title: 'Invitation cancelled', variant: 'success' }),
                    onError: (error) => toast(errorToast('Failed to cancel the invitation', error)),
                  })
                }
              >
                {cancel.isPending && cancel.variables === invitation.id ? 'Cancelling...' : 'Cancel'}
              </Button>
            </Box>
          ))}
        </BareList>
      )}
    </SectionCard>
  );
}
