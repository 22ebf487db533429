import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

// The parts MUI's TextField renders for an outlined text input, put together as it does (the label bound to the
// input, the helper text described by it). TextField's module also imports Select, with its menu, popover and
// modal, and the filled and standard inputs of its other variants: about 12 KiB gzip that a screen of text
// fields, the login screen first, would load for nothing (docs/benchmarks.md section 4a). Selects stay
// TextFields (choice-fields.tsx).

interface OutlinedFieldSlotProps {
  /** Attributes of the <input> itself (inputMode, autoComplete, min, step). */
  htmlInput?: InputBaseComponentProps;
  input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment'>;
  inputLabel?: { shrink?: boolean };
}

export type OutlinedFieldProps = Pick<
  OutlinedInputProps,
  | 'name'
  | 'value'
  | 'type'
  | 'multiline'
  | 'minRows'
  | 'placeholder'
  | 'autoComplete'
  | 'inputRef'
  | 'onChange'
  | 'onBlur'
  | 'disabled'
> & {
  label: string;
  size?: 'small' | 'medium';
  required?: boolean | undefined;
  error?: boolean;
  helperText?: ReactNode;
  slotProps?: OutlinedFieldSlotProps | undefined;
};

/** An outlined, full-width text input with its label and helper text, as TextField draws one. */
export function OutlinedField({
  label,
  size,
  required,
  error,
  helperText,
  disabled,
  slotProps,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      fullWidth
      variant="outlined"
      size={size}
      required={required}
      error={error}
      disabled={disabled}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={slotProps?.inputLabel?.shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        {...slotProps?.input}
        id={id}
        label={label}
        notched={slotProps?.inputLabel?.shrink}
        aria-describedby={helperTextId}
        inputProps={slotProps?.htmlInput}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
