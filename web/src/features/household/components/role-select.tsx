import { MEMBER_ROLES, type HouseholdMemberView, type MemberRole } from '@reno/domain';
import { InstantSelect } from '../../../components/instant-select';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { ROLE_LABELS } from '../../../entities/household/utils/role-labels';
import { useChangeRole } from '../api/household-mutations';
import { ROLE_SELECT_SIZE } from './role-select-size';

const ROLE_CHOICES = MEMBER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The owner's choice of a member's role: it changes at once (their next step follows it). */
export function RoleSelect({ member }: { member: HouseholdMemberView }) {
  const change = useChangeRole();
  const { toast } = useToast();
  const choose = (role: MemberRole) =>
    change.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast({
            title: `${member.name} is now ${role === 'editor' ? 'an editor' : 'a viewer'}`,
            variant: 'success',
          }),
        onError: (error) => toast(errorToast('Failed to change the role', error)),
      },
    );
  return (
    <InstantSelect
      label={`Role of ${member.name}`}
      value={member.role as MemberRole} // members only: the owner's role has no select
      options={ROLE_CHOICES}
      disabled={change.isPending}
      onChange={choose}
      sx={{ minWidth: ROLE_SELECT_SIZE.minWidth }}
    />
  );
}
