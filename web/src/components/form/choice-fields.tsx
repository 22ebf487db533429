import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { FieldBase } from './field-base';

// Choices bound by name to the react-hook-form of the enclosing <FormShell>; each shows its field's error.

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

/** A yes-or-no field: a checkbox and its label. */
export function CheckboxInput({ name, label }: Pick<FieldBase, 'name' | 'label'>) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={!!field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}

/** Options whose label is the value itself. */
export const optionsOf = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));
