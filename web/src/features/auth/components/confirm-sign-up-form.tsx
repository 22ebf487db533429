import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { confirmationCodeSchema } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { CodeInput } from '../../../components/form/form-fields';
import { useAuthService } from '../../../entities/session/api/auth-service';
import { useAuth } from '../../../entities/session/components/auth-provider';
import { AuthStepForm } from './auth-step-form';

interface ConfirmSignUpFormProps {
  email: string;
  password: string;
  onCancel: () => void;
}

/** The CONFIRM_SIGN_UP step when email verification is switched on. */
export function ConfirmSignUpForm({ email, password, onCancel }: ConfirmSignUpFormProps) {
  const auth = useAuthService();
  const { completeSignIn } = useAuth();
  const form = useForm({ resolver: zodResolver(confirmationCodeSchema), defaultValues: { code: '' } });

  const confirm = useMutation({
    mutationFn: async (confirmationCode: string) => {
      await auth.confirmSignUp(email, confirmationCode, password);
      await completeSignIn();
    },
  });
  const resend = useMutation({ mutationFn: () => auth.resendSignUpCode(email) });

  return (
    <AuthStepForm
      form={form}
      onValid={({ code }) => confirm.mutate(code)}
      intro={
        <>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            Check your email
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            We sent a confirmation code to {email}. Enter it below to finish creating your account.
          </Typography>
        </>
      }
      error={confirm.error?.message ?? resend.error?.message}
      submit={{ label: 'Confirm Email', pendingLabel: 'Confirming...', pending: confirm.isPending }}
      actions={
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend code'}
          </Button>
          <Button onClick={onCancel}>Back</Button>
        </Stack>
      }
    >
      {resend.isSuccess && (
        <Typography role="status" color="success">
          A new code is on its way.
        </Typography>
      )}
      <CodeInput name="code" label="Confirmation Code" required />
    </AuthStepForm>
  );
}
