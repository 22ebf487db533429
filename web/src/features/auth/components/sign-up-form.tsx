import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { EmailInput, TextInput } from '../../../components/form/form-fields';
import { useAuthService, type SignUpInput } from '../../../entities/session/api/auth-service';
import { useAuth } from '../../../entities/session/components/auth-provider';
import { signUpValidation } from '../api/lazy-auth-validation';
import { NewPasswordFields } from './new-password-fields';
import { FieldRow } from '../../../components/form/field-row';

interface SignUpFormProps {
  /** Email verification is on: the account waits for its emailed code. */
  onNeedsConfirmation: (email: string, password: string) => void;
}

export function SignUpForm({ onNeedsConfirmation }: SignUpFormProps) {
  const auth = useAuthService();
  const { completeSignIn } = useAuth();
  const form = useForm({
    resolver: signUpValidation.resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const signUp = useMutation({
    mutationFn: async (input: SignUpInput) => {
      const outcome = await auth.signUp(input);
      if (outcome === 'confirmSignUp') return onNeedsConfirmation(input.email, input.password);
      await completeSignIn();
    },
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          signUp.mutate({
            email: values.email,
            password: values.password,
            firstName: values.firstName ?? undefined,
            lastName: values.lastName ?? undefined,
          }),
        )}
      >
        <FormErrorAlert message={signUp.error?.message} />
        <Stack spacing={2}>
          <FieldRow>
            <TextInput name="firstName" label="First Name" autoComplete="given-name" />
            <TextInput name="lastName" label="Last Name" autoComplete="family-name" />
          </FieldRow>
          <EmailInput name="email" label="Email" required />
          <NewPasswordFields label="Password" confirmLabel="Confirm Password" />
          <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
            {signUp.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
