import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { MAX_LONG_TEXT_LENGTH, MAX_SHORT_TEXT_LENGTH } from '@reno/domain';
import { Controller, get, useFormContext, useWatch } from 'react-hook-form';
import { characterCount } from './character-count';
import type { FieldBase } from './field-base';
import { fieldProps } from './field-props';

// Inputs bound by name to the react-hook-form of the enclosing <FormShell>; each shows its field's error.

type TextInputProps = FieldBase &
  Pick<TextFieldProps, 'type' | 'multiline' | 'placeholder' | 'slotProps' | 'autoComplete'> & {
    /** The schema's length limit; by default the domain's for long (multiline) or short text. */
    maxLength?: number;
  };

/** A text field; near its length limit a counter shows, so a long text is cut before Save, not refused by it. */
export function TextInput({ name, helperText, onChange, multiline, maxLength, ...props }: TextInputProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const registration = register(
    name,
    onChange && { onChange: (event: { target: { value: string } }) => onChange(event.target.value) },
  );
  const value: unknown = useWatch({ name });
  const limit = maxLength ?? (multiline ? MAX_LONG_TEXT_LENGTH : MAX_SHORT_TEXT_LENGTH);
  const count = characterCount(typeof value === 'string' ? value.length : 0, limit);
  const error = get(errors, name) as { message?: string } | undefined;
  const field = fieldProps(registration, error, count?.text ?? helperText);
  return (
    <TextField
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      {...props}
      {...field}
      error={field.error || !!count?.over}
    />
  );
}

export { MoneyInput } from './money-input';

/** An e-mail address: the e-mail keyboard on phones, the browser's saved address. */
export function EmailInput(props: FieldBase) {
  return <TextInput type="email" autoComplete="email" {...props} />;
}

/** A password; `autoComplete` tells the password manager to fill a saved one or suggest a new one. */
export function PasswordInput({
  autoComplete,
  ...props
}: FieldBase & { autoComplete: 'current-password' | 'new-password' }) {
  return <TextInput type="password" autoComplete={autoComplete} {...props} />;
}

/** A code from an e-mail: the number keypad, and the browser may fill it from the message. */
export function CodeInput(props: FieldBase) {
  return (
    <TextInput autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...props} />
  );
}

/** Percentages and rates range 0–100 with step 0.01 (docs/product.md#estimate-form). */
export function PercentInput(props: FieldBase) {
  return (
    <TextInput
      type="number"
      slotProps={{
        htmlInput: { step: '0.01', min: '0', max: '100', inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
      {...props}
    />
  );
}

export function DateInput(props: FieldBase) {
  return <TextInput type="date" slotProps={{ inputLabel: { shrink: true } }} {...props} />;
}

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
