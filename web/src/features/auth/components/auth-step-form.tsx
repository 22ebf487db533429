import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';

interface AuthStepFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onValid: (values: Output) => void;
  /** What the step asks for, above the error. */
  intro: ReactNode;
  error: string | undefined;
  submit: { label: string; pendingLabel: string; pending: boolean };
  /** The buttons under the submit button: back, send a new code. */
  actions: ReactNode;
  /** The step's fields. */
  children: ReactNode;
}

/** One step of confirming an address or choosing a new password: intro, error, fields, submit, the way back. */
export function AuthStepForm<Values extends FieldValues, Output>({
  form,
  onValid,
  intro,
  error,
  submit,
  actions,
  children,
}: AuthStepFormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)}>
        {intro}
        <FormErrorAlert message={error} />
        <Stack spacing={2}>
          {children}
          <Button type="submit" variant="contained" size="large" disabled={submit.pending}>
            {submit.pending ? submit.pendingLabel : submit.label}
          </Button>
          {actions}
        </Stack>
      </Box>
    </FormProvider>
  );
}
