import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  confirmationCodeSchema,
  loginSchema,
  RECOVERY_CODE_RULES,
  resetPasswordSchema,
  type ResetPasswordInput,
} from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { CodeInput, EmailInput } from '../../../components/form/form-fields';
import { toAuthError } from '../api/auth-errors';
import { useAuthService } from '../../../entities/session/api/auth-service';
import { recoveryApi } from '../api/recovery-api';
import { useAuth } from '../../../entities/session/components/auth-provider';
import { AuthStepForm } from './auth-step-form';
import { NewPasswordFields } from './new-password-fields';

const emailSchema = z.object({ email: loginSchema.shape.email });

/**
 * 'request': the address to mail a code to. 'confirm-address': the account never confirmed its sign-up,
 * so Cognito sends it no reset code; the sign-up code proves the address first. 'reset': the mailed code
 * and the new password.
 */
type Step = 'request' | 'confirm-address' | 'reset';

/**
 * Who mailed the code: Cognito, or the app itself for a confirmed account whose address was never
 * verified (Cognito mails such an address no reset code). The person sees the same steps either way.
 */
type CodeSender = 'cognito' | 'app';

interface ForgotPasswordFormProps {
  email: string;
  onBack: () => void;
  /** The new password works but the account still waits for its sign-up code. */
  onNeedsConfirmation: (email: string, password: string) => void;
}

/** A forgotten password: a code by e-mail, then a new password, then signed in. */
export function ForgotPasswordForm({
  email: typedEmail,
  onBack,
  onNeedsConfirmation,
}: ForgotPasswordFormProps) {
  const auth = useAuthService();
  const { completeSignIn } = useAuth();
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState(typedEmail);
  const [sender, setSender] = useState<CodeSender>('cognito');

  const request = useMutation({
    mutationFn: async (address: string) => {
      setEmail(address);
      try {
        await auth.requestPasswordReset(address);
        setSender('cognito');
        setStep('reset');
      } catch (error) {
        const refusal = toAuthError(error);
        if (refusal.kind !== 'unverified-address') throw refusal;
        // An unconfirmed sign-up can still prove its address with a new sign-up code; Cognito refuses
        // that code to a confirmed account, which gets the app's own recovery code instead.
        const unconfirmed = await auth.resendSignUpCode(address).then(
          () => true,
          () => false,
        );
        if (unconfirmed) return setStep('confirm-address');
        await recoveryApi.requestCode(address);
        setSender('app');
        setStep('reset');
      }
    },
  });

  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        Reset your password
      </Typography>
      {step === 'request' && <RequestStep email={email} request={request} onBack={onBack} />}
      {step === 'confirm-address' && (
        <ConfirmAddressStep email={email} onConfirmed={() => request.mutate(email)} onBack={onBack} />
      )}
      {step === 'reset' && (
        <ResetStep
          email={email}
          sender={sender}
          resend={request}
          onBack={onBack}
          onSignedIn={completeSignIn}
          onNeedsConfirmation={onNeedsConfirmation}
        />
      )}
    </Box>
  );
}

type RequestMutation = ReturnType<typeof useMutation<void, Error, string>>;

function RequestStep({
  email,
  request,
  onBack,
}: {
  email: string;
  request: RequestMutation;
  onBack: () => void;
}) {
  const form = useForm({ resolver: zodResolver(emailSchema), defaultValues: { email } });

  return (
    <AuthStepForm
      form={form}
      onValid={({ email: address }) => request.mutate(address)}
      intro={
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          Enter the e-mail address of your account and we will send you a code to choose a new password.
        </Typography>
      }
      error={request.error?.message}
      submit={{ label: 'Send code', pendingLabel: 'Sending code...', pending: request.isPending }}
      actions={<Button onClick={onBack}>Back to Sign In</Button>}
    >
      <EmailInput name="email" label="Email" required />
    </AuthStepForm>
  );
}

function ConfirmAddressStep({
  email,
  onConfirmed,
  onBack,
}: {
  email: string;
  onConfirmed: () => void;
  onBack: () => void;
}) {
  const auth = useAuthService();
  const form = useForm({ resolver: zodResolver(confirmationCodeSchema), defaultValues: { code: '' } });
  const confirm = useMutation({
    mutationFn: (confirmationCode: string) => auth.confirmSignUp(email, confirmationCode),
    onSuccess: onConfirmed,
  });

  return (
    <AuthStepForm
      form={form}
      onValid={({ code }) => confirm.mutate(code)}
      intro={
        <Alert severity="info" sx={{ mb: 2 }}>
          Your e-mail address is not confirmed yet, so we sent a confirmation code to {email} first. Enter it
          and we will send the code for your new password.
        </Alert>
      }
      error={confirm.error?.message}
      submit={{ label: 'Confirm address', pendingLabel: 'Confirming...', pending: confirm.isPending }}
      actions={<Button onClick={onBack}>Back to Sign In</Button>}
    >
      <CodeInput name="code" label="Confirmation Code" required />
    </AuthStepForm>
  );
}

interface ResetStepProps {
  email: string;
  sender: CodeSender;
  resend: RequestMutation;
  onBack: () => void;
  onSignedIn: () => Promise<void>;
  onNeedsConfirmation: (email: string, password: string) => void;
}

function ResetStep({ email, sender, resend, onBack, onSignedIn, onNeedsConfirmation }: ResetStepProps) {
  const auth = useAuthService();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: async ({ code, password }: ResetPasswordInput) => {
      let outcome;
      if (sender === 'cognito') {
        outcome = await auth.confirmPasswordReset(email, code, password);
      } else {
        await recoveryApi.confirm({ email, code, newPassword: password });
        outcome = await auth.signIn(email, password);
      }
      if (outcome === 'confirmSignUp') return onNeedsConfirmation(email, password);
      await onSignedIn();
    },
  });

  return (
    <AuthStepForm
      form={form}
      onValid={(values) => reset.mutate(values)}
      intro={
        <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
          {resend.isPending
            ? 'Sending a new code...'
            : `We sent a code to ${email}. It is valid for ${sender === 'cognito' ? 'one hour' : `${RECOVERY_CODE_RULES.lifetimeMinutes} minutes`}.`}
        </Typography>
      }
      error={reset.error?.message ?? resend.error?.message}
      submit={{ label: 'Set new password', pendingLabel: 'Saving...', pending: reset.isPending }}
      actions={
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button onClick={() => resend.mutate(email)} disabled={resend.isPending}>
            Send a new code
          </Button>
          <Button onClick={onBack}>Back to Sign In</Button>
        </Stack>
      }
    >
      <CodeInput name="code" label="Code" required />
      <NewPasswordFields
        label="New password"
        confirmLabel="Confirm new password"
        helperText="At least 8 characters"
      />
    </AuthStepForm>
  );
}
