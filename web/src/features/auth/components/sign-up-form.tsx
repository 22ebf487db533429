import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { registerSchema } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useAuthService, type SignUpInput } from '../api/auth-service';
import { useAuth } from './auth-provider';

interface SignUpFormProps {
  /** Email verification is on: the account waits for its emailed code. */
  onNeedsConfirmation: (email: string, password: string) => void;
}

export function SignUpForm({ onNeedsConfirmation }: SignUpFormProps) {
  const auth = useAuthService();
  const { completeSignIn } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
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
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) =>
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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="First Name"
            autoComplete="given-name"
            fullWidth
            {...fieldProps(register('firstName'), errors.firstName)}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            fullWidth
            {...fieldProps(register('lastName'), errors.lastName)}
          />
        </Stack>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          {...fieldProps(register('email'), errors.email)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          {...fieldProps(register('password'), errors.password)}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          {...fieldProps(register('confirmPassword'), errors.confirmPassword)}
        />
        <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Stack>
    </Box>
  );
}
