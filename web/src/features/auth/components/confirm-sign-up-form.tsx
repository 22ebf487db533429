import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useAuthService } from '../api/auth-service';
import { useAuth } from './auth-provider';

interface ConfirmSignUpFormProps {
  email: string;
  password: string;
  onCancel: () => void;
}

/** The CONFIRM_SIGN_UP step when email verification is switched on. */
export function ConfirmSignUpForm({ email, password, onCancel }: ConfirmSignUpFormProps) {
  const auth = useAuthService();
  const { completeSignIn } = useAuth();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const confirm = useMutation({
    mutationFn: async (confirmationCode: string) => {
      await auth.confirmSignUp(email, confirmationCode, password);
      await completeSignIn();
    },
  });
  const resend = useMutation({ mutationFn: () => auth.resendSignUpCode(email) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setCodeError('Confirmation code is required');
      return;
    }
    setCodeError(null);
    confirm.mutate(trimmed);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        Check your email
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        We sent a confirmation code to {email}. Enter it below to finish creating your account.
      </Typography>
      <FormErrorAlert message={confirm.error?.message ?? resend.error?.message} />
      {resend.isSuccess && (
        <Typography role="status" color="success.main" sx={{ mb: 2 }}>
          A new code is on its way.
        </Typography>
      )}
      <Stack spacing={2}>
        <TextField
          label="Confirmation Code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
          fullWidth
          error={!!codeError}
          helperText={codeError}
        />
        <Button type="submit" variant="contained" size="large" disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirming...' : 'Confirm Email'}
        </Button>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend code'}
          </Button>
          <Button onClick={onCancel}>Back</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
