import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

export interface Choice<T> {
  value: T;
  label: string;
}

interface InstantSelectProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly Choice<T>[];
  /** Called with the chosen option's value as soon as it is chosen. */
  onChange: (value: T) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A select outside any form whose choice takes effect at once, with no Save: a filter, a setting, a role. */
export function InstantSelect<T extends string | number>({
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
