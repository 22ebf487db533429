import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { FieldBase } from './field-base';

// Selects bound by name to the react-hook-form of the enclosing <FormShell>; each shows its field's error.
// The checkbox is in checkbox-field.tsx: most forms (the expense form, which the service worker precaches)
// have none, and MUI's Checkbox, FormControlLabel and SwitchBase weigh 3 KiB gzip.

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectInputProps extends FieldBase {
  options: readonly SelectOption[];
  /** The label of an empty first choice, for an optional field. */
  emptyOption?: string;
}

export function SelectInput({
  name,
  label,
  required,
  helperText,
  onChange,
  options,
  emptyOption,
}: SelectInputProps) {
  const { control } = useFormContext();
  const optional = emptyOption !== undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required={required}
          fullWidth
          {...field}
          onChange={(event) => {
            field.onChange(event);
            onChange?.(event.target.value);
          }}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={optional ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
        >
          {optional && <MenuItem value="">{emptyOption}</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Options whose label is the value itself. */
export const optionsOf = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));
