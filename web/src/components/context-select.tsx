import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import { useId, type ReactNode } from 'react';

interface ContextSelectProps {
  label: string;
  value: string;
  /** What the closed select shows for `value` (a name, or a prompt for '' with `displayEmpty`). */
  renderValue: (value: string) => ReactNode;
  /** Shows `renderValue('')` when nothing is chosen, instead of an empty box. */
  displayEmpty?: boolean;
  onChange: (value: string) => void;
  /** The options: MenuItems. */
  children: ReactNode;
}

/**
 * A select of the sidebar that chooses what the app acts on (the household, the project): full width,
 * its label always above it, and the choice taken at once.
 */
export function ContextSelect({
  label,
  value,
  renderValue,
  displayEmpty,
  onChange,
  children,
}: ContextSelectProps) {
  const labelId = useId();
  return (
    <FormControl fullWidth size="small">
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <Select
        labelId={labelId}
        label={label}
        notched
        displayEmpty={displayEmpty}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        renderValue={renderValue}
      >
        {children}
      </Select>
    </FormControl>
  );
}
