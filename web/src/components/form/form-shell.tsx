import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormErrorAlert } from './form-error-alert';

interface FormShellProps<TFields extends FieldValues, TPayload> {
  form: UseFormReturn<TFields, unknown, TPayload>;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The form's accessible name. */
  label: string;
  /** A failure shown above the fields. */
  failure?: string | null | undefined;
  children: ReactNode;
}

/** A form whose kit inputs (form-fields) bind to `form`, laid out as a column. */
export function FormShell<TFields extends FieldValues, TPayload>({
  form,
  onSubmit,
  label,
  failure,
  children,
}: FormShellProps<TFields, TPayload>) {
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          // A form may sit in a dialog opened from another form (the expense form's '+'): keep the submit here.
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <FormErrorAlert message={failure} />
        <Stack spacing={2}>{children}</Stack>
      </Box>
    </FormProvider>
  );
}

interface FormActionsProps {
  /** What is saved: 'Expense' gives 'Add Expense', 'Update Expense'. */
  noun: string;
  editing: boolean;
  /** The verb of a new record's button. */
  createVerb?: 'Add' | 'Create';
  pending: boolean;
  /** Holds the submit back without a label change (e.g. while a file uploads). */
  busy?: boolean;
  onCancel?: (() => void) | undefined;
}

/** Cancel and the submit button, whose label says what it does and that it is doing it. */
export function FormActions({
  noun,
  editing,
  createVerb = 'Add',
  pending,
  busy,
  onCancel,
}: FormActionsProps) {
  const pendingLabel = editing ? 'Updating...' : createVerb === 'Add' ? 'Adding...' : 'Creating...';
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {onCancel && (
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={pending || busy}>
        {pending ? pendingLabel : `${editing ? 'Update' : createVerb} ${noun}`}
      </Button>
    </Stack>
  );
}
