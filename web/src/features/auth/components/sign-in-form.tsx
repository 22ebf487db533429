import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { EmailInput, PasswordInput } from '../../../components/form/form-fields';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { useAuthService } from '../../../entities/session/api/auth-service';
import { useAuth } from '../../../entities/session/components/auth-provider';
import {
  ProviderSignInButton,
  useProviderSignIn,
} from '../../../entities/session/components/provider-sign-in-button';
import { signInValidation } from '../api/lazy-auth-validation';

interface SignInFormProps {
  /** The account exists but waits for its emailed code. */
  onNeedsConfirmation: (email: string, password: string) => void;
  /** 'Forgot password?', with the address typed so far. */
  onForgotPassword: (email: string) => void;
}

export function SignInForm({ onNeedsConfirmation, onForgotPassword }: SignInFormProps) {
  const auth = useAuthService();
  const { completeSignIn } = useAuth();
  const { oauth } = useRuntimeConfig();
  const form = useForm({ resolver: signInValidation.resolver, defaultValues: { email: '', password: '' } });

  const signIn = useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const outcome = await auth.signIn(email, password);
      if (outcome === 'confirmSignUp') return onNeedsConfirmation(email, password);
      await completeSignIn();
    },
  });
  const federated = useProviderSignIn();
  const error = signIn.error ?? federated.error;

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
        <FormErrorAlert message={error?.message} />
        <Stack spacing={2}>
          <EmailInput name="email" label="Email" required />
          <PasswordInput name="password" label="Password" autoComplete="current-password" required />
          <Button
            size="small"
            onClick={() => onForgotPassword(String(form.getValues('email') ?? ''))}
            sx={{ alignSelf: 'flex-end', mt: '4px !important' }}
          >
            Forgot password?
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
          {oauth?.providers.map((provider) => (
            <Box key={provider}>
              <OrSeparator />
              <ProviderSignInButton
                provider={provider}
                signIn={federated}
                fullWidth
                variant="outlined"
                size="large"
              />
            </Box>
          ))}
        </Stack>
      </Box>
    </FormProvider>
  );
}

/**
 * 'or' between two lines, as MUI's Divider with text draws it: the Divider would bring the list's chunk
 * with it, 2 KiB of the login screen's first JS (docs/benchmarks.md section 4a).
 */
function OrSeparator() {
  return (
    <Box
      role="separator"
      sx={{
        display: 'flex',
        alignItems: 'center',
        whiteSpace: 'nowrap',
        mb: 2,
        '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box component="span" sx={{ px: 1.2 }}>
        or
      </Box>
    </Box>
  );
}
