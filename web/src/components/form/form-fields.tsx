import InputAdornment from '@mui/material/InputAdornment';
import { MAX_LONG_TEXT_LENGTH, MAX_SHORT_TEXT_LENGTH } from '@reno/domain';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { characterCount } from './character-count';
import type { FieldBase } from './field-base';
import { fieldProps } from './field-props';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

// Text inputs bound by name to the react-hook-form of the enclosing <FormShell>; each shows its field's error.
// Choices (select, checkbox) are in choice-fields.tsx and money in money-input.tsx: a screen with only text
// fields (the login screen) loads neither (docs/benchmarks.md section 4a).

type TextInputProps = FieldBase &
  Pick<OutlinedFieldProps, 'type' | 'multiline' | 'placeholder' | 'slotProps' | 'autoComplete'> & {
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
    <OutlinedField
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      {...props}
      {...field}
      error={field.error || !!count?.over}
    />
  );
}

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
