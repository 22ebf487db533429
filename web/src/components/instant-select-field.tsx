import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { InstantSelectProps } from './instant-select-props';

/** The select itself, with MUI's menu, popover and modal: a chunk of its own (instant-select.tsx). */
export function InstantSelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled = false,
  size = 'small',
  sx,
}: InstantSelectProps<T>) {
  const choose = (chosen: unknown) => {
    const option = options.find((candidate) => String(candidate.value) === String(chosen));
    if (option) onChange(option.value);
  };
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => choose(event.target.value)}
      sx={sx}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
