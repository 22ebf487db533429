import InputAdornment from '@mui/material/InputAdornment';
import { formatMoneyInput, moneyInputToDecimal, readMoneyInput } from '@reno/domain';
import { useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { FieldBase } from './field-base';
import { OutlinedField } from './outlined-field';

// The schema judges the sign and the range with the field's own message (docs/product.md#money-input),
// so the field reads any sign.
const READ_OPTIONS = { allowNegative: true };

/** What the field shows for a form value: a readable amount formatted ('1,234.50'), anything else as is. */
function shown(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const reading = readMoneyInput(text, READ_OPTIONS);
  return reading.kind === 'amount' ? formatMoneyInput(reading.cents) : text;
}

/**
 * Dollars typed as people type them ('$1,200', '1,200.50', '1200.5'; cents at most), on the decimal keypad
 * of phones (docs/product.md#money-input). The form holds the wire decimal ('1200.50') of what was typed, or
 * the text itself when it is no amount; a text that cannot be read says why ('Use a dot for cents: 12.50').
 * Leaving the field shows the amount formatted. `unit` is shown after it (e.g. '/hr').
 */
export function MoneyInput({
  name,
  label,
  required,
  helperText,
  onChange,
  unit,
}: FieldBase & { unit?: string }) {
  const { control } = useFormContext();
  const [text, setText] = useState<string | null>(null);
  // The form value this field last set: any other value came from outside (a reset) and replaces the text.
  const emitted = useRef<unknown>(undefined);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const typed = text !== null && field.value === emitted.current ? text : shown(field.value);
        const reading = readMoneyInput(typed, READ_OPTIONS);
        const unreadable = reading.kind === 'invalid' && (fieldState.isTouched || !!fieldState.error);
        const message = unreadable ? reading.message : fieldState.error?.message;
        return (
          <OutlinedField
            label={label}
            required={required}
            name={field.name}
            value={typed}
            inputRef={field.ref}
            onChange={(event) => {
              const decimal = moneyInputToDecimal(event.target.value, READ_OPTIONS);
              setText(event.target.value);
              emitted.current = decimal;
              field.onChange(decimal);
              onChange?.(decimal);
            }}
            onBlur={() => {
              if (reading.kind === 'amount') setText(formatMoneyInput(reading.cents));
              field.onBlur();
            }}
            error={!!message}
            helperText={message ?? helperText}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: {
                startAdornment: <InputAdornment position="start">$</InputAdornment>,
                ...(unit && { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }),
              },
            }}
          />
        );
      }}
    />
  );
}
