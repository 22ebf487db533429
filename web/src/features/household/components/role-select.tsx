import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MEMBER_ROLES, type HouseholdMemberView, type MemberRole } from '@reno/domain';
import { errorToast } from '../../../components/toast/error-toast';
import { useToast } from '../../../components/toast/use-toast';
import { ROLE_LABELS } from '../../../entities/household/utils/role-labels';
import { useChangeRole } from '../api/household-mutations';

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
    <TextField
      select
      size="small"
      label={`Role of ${member.name}`}
      value={member.role}
      disabled={change.isPending}
      onChange={(event) => choose(event.target.value as MemberRole)}
      sx={{ minWidth: 160 }}
    >
      {MEMBER_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {ROLE_LABELS[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}
