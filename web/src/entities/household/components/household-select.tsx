import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { HouseholdSummary } from '@reno/domain';
import { ContextSelect } from '../../../components/context-select';
import { useCurrentUser } from '../../session/components/auth-provider';
import { useActiveHousehold } from '../active-household/active-household-provider';
import { ROLE_LABELS } from '../utils/role-labels';

interface HouseholdSelectProps {
  households: readonly HouseholdSummary[];
  onSwitched?: (() => void) | undefined;
}

/** The switcher's select: each household with the user's role there. */
export function HouseholdSelect({ households, onSwitched }: HouseholdSelectProps) {
  const { householdId, switchTo } = useActiveHousehold();
  const userId = useCurrentUser().id;
  return (
    <ContextSelect
      label="Household"
      value={householdId ?? userId}
      onChange={(id) => void switchTo(id).then(onSwitched)}
      renderValue={(id) => households.find((household) => household.id === id)?.name ?? ''}
    >
      {households.map((household) => (
        <MenuItem key={household.id} value={household.id}>
          {household.name}{' '}
          <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 0.5 }}>
            · {ROLE_LABELS[household.role]}
          </Typography>
        </MenuItem>
      ))}
    </ContextSelect>
  );
}
