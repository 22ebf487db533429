import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { HouseholdSummary } from '@reno/domain';
import { useId } from 'react';
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
  const labelId = useId();

  return (
    <FormControl fullWidth size="small">
      <InputLabel id={labelId} shrink>
        Household
      </InputLabel>
      <Select
        labelId={labelId}
        label="Household"
        notched
        value={householdId ?? userId}
        onChange={(event) => void switchTo(event.target.value).then(onSwitched)}
        renderValue={(id) => households.find((household) => household.id === id)?.name ?? ''}
      >
        {households.map((household) => (
          <MenuItem key={household.id} value={household.id}>
            {household.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
              · {ROLE_LABELS[household.role]}
            </Typography>
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
