import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCurrentUser } from '../../session/components/auth-provider';
import { useActiveHousehold } from '../active-household/active-household-provider';
import { ROLE_LABELS } from '../utils/role-labels';

/**
 * 'Household': which of the account's households the app acts in (docs/product.md#household-switcher),
 * shown only to an account in more than one. Switching starts every screen afresh in the other household.
 */
export function HouseholdSwitcher({ onSwitched }: { onSwitched?: () => void }) {
  const { households, householdId, switchTo } = useActiveHousehold();
  const userId = useCurrentUser().id;
  const labelId = useId();
  if (!households || households.length < 2) return null;

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
