import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useFormContext } from 'react-hook-form';
import type { FieldBase } from './field-base';

// A checkbox bound by name to the react-hook-form of the enclosing <FormShell>; apart from the selects
// (choice-fields.tsx), which most forms use without one.

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
