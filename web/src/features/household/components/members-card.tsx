import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { HouseholdMemberView, HouseholdView } from '@reno/domain';
import { Suspense, useState } from 'react';
import { LazyDestructiveConfirm } from '../../../components/lazy-destructive-confirm';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { ROLE_LABELS } from '../../../entities/household/utils/role-labels';
import { useCurrentUser } from '../../../entities/session/components/auth-provider';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useRemoveMember } from '../api/household-mutations';
import { SectionCard } from '../../../components/section-card';
import { ROLE_SELECT_SIZE } from './role-select-size';
import { BareList } from '../../../components/bare-list';

// The role select (MUI's inputs) is the owner's only: it loads for them, beside the list.
const RoleSelect = lazyWithPreload(() => import('./role-select'), 'RoleSelect');

/**
 * 'Members': the owner first, then the members as they joined, each with their role. The owner changes a
 * member's role here and removes members (docs/product.md#household-screen).
 */
export function MembersCard({ household }: { household: HouseholdView }) {
  const me = useCurrentUser().id;
  const managing = household.role === 'owner';
  const [removing, setRemoving] = useState<HouseholdMemberView | null>(null);
  const remove = useRemoveMember();
  const { toast } = useToast();

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.userId, {
      onSuccess: () => toast({ title: `${removing.name} was removed`, variant: 'success' }),
      onError: (error) => toast(errorToast('Failed to remove the member', error)),
      onSettled: () => setRemoving(null),
    });

  return (
    <SectionCard title="Members">
      <BareList label="Members" sx={{ display: 'grid', gap: 2 }}>
        {household.members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            you={member.userId === me}
            managing={managing && member.role !== 'owner'}
            onRemove={() => setRemoving(member)}
          />
        ))}
      </BareList>
      <LazyDestructiveConfirm
        open={!!removing}
        title="Remove member"
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      >
        Remove {removing?.name} from {household.name}? They can no longer see or change its records, from
        their very next step.
      </LazyDestructiveConfirm>
    </SectionCard>
  );
}

interface MemberRowProps {
  member: HouseholdMemberView;
  you: boolean;
  /** The owner looks at a member: the role can change, and the member can be removed. */
  managing: boolean;
  onRemove: () => void;
}

function MemberRow({ member, you, managing, onRemove }: MemberRowProps) {
  return (
    <Box
      component="li"
      aria-label={member.name}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Avatar aria-hidden>{member.name.charAt(0).toUpperCase()}</Avatar>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {member.name}
          {you && ' (you)'}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Typography>
      </Box>
      {managing ? (
        <>
          <Suspense
            fallback={
              <Typography sx={{ ...ROLE_SELECT_SIZE, display: 'flex', alignItems: 'center' }}>
                {ROLE_LABELS[member.role]}
              </Typography>
            }
          >
            <RoleSelect member={member} />
          </Suspense>
          <Button color="error" onClick={onRemove} aria-label={`Remove ${member.name}`}>
            Remove
          </Button>
        </>
      ) : (
        <Typography>{ROLE_LABELS[member.role]}</Typography>
      )}
    </Box>
  );
}
