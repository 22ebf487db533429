import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { Children, isValidElement, use, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormErrorAlert } from './form-error-alert';
import { FormDialogLink, useReportActivity } from './form-dialog-link';
import { StaleEditAlert } from './stale-edit-alert';
import type { StaleEdit } from './use-edited-record';

interface FormShellProps<TFields extends FieldValues, TPayload> {
  form: UseFormReturn<TFields, unknown, TPayload>;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The form's accessible name. */
  label: string;
  /** A failure shown above the fields. */
  failure?: string | null | undefined;
  /** An update refused because someone changed the record since: its words and 'Reload'. */
  stale?: StaleEdit | null | undefined;
  children: ReactNode;
}

/**
 * A form whose kit inputs (form-fields) bind to `form`, laid out as a column. In a FormDialog its
 * <FormActions> leave the column for the dialog's action bar, which stays in view while the fields scroll.
 */
export function FormShell<TFields extends FieldValues, TPayload>({
  form,
  onSubmit,
  label,
  failure,
  stale,
  children,
}: FormShellProps<TFields, TPayload>) {
  const inDialog = use(FormDialogLink) !== null;
  useReportActivity({ dirty: form.formState.isDirty });
  const isActions = (child: ReactNode) => isValidElement(child) && child.type === FormActions;
  const fields = inDialog ? Children.toArray(children).filter((child) => !isActions(child)) : children;
  const actions = inDialog ? Children.toArray(children).filter(isActions) : null;
  const column = (
    <>
      {stale && <StaleEditAlert stale={stale} />}
      <FormErrorAlert message={failure} />
      <Stack spacing={2}>{fields}</Stack>
    </>
  );
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
        // In a dialog the form is the column between title and action bar, and only its content scrolls.
        sx={
          inDialog ? { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } : undefined
        }
      >
        {inDialog ? (
          <>
            <DialogContent>
              <Box sx={{ pt: 1 }}>{column}</Box>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
              {actions}
            </DialogActions>
          </>
        ) : (
          column
        )}
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
