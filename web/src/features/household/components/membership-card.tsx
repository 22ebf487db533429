import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { HouseholdView } from '@reno/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LazyDestructiveConfirm } from '../../../components/lazy-destructive-confirm';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { useCurrentUser } from '../../../entities/session/components/auth-provider';
import { useLeaveHousehold } from '../api/household-mutations';
import { SectionCard } from '../../../components/section-card';

/** What a member may do here, in the words of the invitation e-mail. */
const MAY = {
  editor: 'You are an editor: you can add, change and delete its records.',
  viewer:
    'You are a viewer: you can see all of its records, export them and ask the assistant about them, but not change them.',
} as const;

/**
 * A member's own place in the household: their role, and 'Leave household', which asks first. Leaving
 * takes them back to their own household (the provider notices it is gone from their list).
 */
export function MembershipCard({ household }: { household: HouseholdView }) {
  const userId = useCurrentUser().id;
  const leave = useLeaveHousehold(userId);
  const [asking, setAsking] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  if (household.role === 'owner') return null;

  const confirm = async () => {
    try {
      const { message } = await leave.mutateAsync();
      toast({ title: message, variant: 'success' });
      navigate('/dashboard');
    } catch (error) {
      setAsking(false);
      toast(errorToast('Failed to leave the household', error));
    }
  };

  return (
    <SectionCard title="Your membership">
      <Typography>{MAY[household.role]}</Typography>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)} sx={{ justifySelf: 'start' }}>
        Leave household
      </Button>
      <LazyDestructiveConfirm
        open={asking}
        title="Leave household"
        confirmLabel="Leave"
        pendingLabel="Leaving..."
        pending={leave.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        Leave {household.name}? You will no longer see its records. Its owner can invite you again.
      </LazyDestructiveConfirm>
    </SectionCard>
  );
}
