import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { useAuthService } from '../../../entities/session/api/auth-service';
import { userQueries } from '../../../entities/session/api/user-queries';
import { emailVerifiedKey } from '../api/email-verified-query';

/** The verification banner's content: sends the mailed code and takes it. */
export function EmailVerificationPrompt() {
  const auth = useAuthService();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const user = useQuery(userQueries.current(auth));
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [codeSent, setCodeSent] = useState(false);

  const run = async (action: 'send' | 'verify', work: () => Promise<void>) => {
    setBusy(action);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run('verify', async () => {
      await auth.confirmEmail(code);
      await queryClient.invalidateQueries({ queryKey: emailVerifiedKey });
      toast({ title: 'E-mail address verified', variant: 'success' });
    });
  };

  const sendCode = () =>
    run('send', async () => {
      await auth.sendEmailCode();
      setCodeSent(true);
      toast({ title: 'A code is on its way', description: user.data?.email ?? undefined });
    });

  return (
    <Alert severity="warning" sx={{ mb: 3 }} role="region" aria-label="Verify your e-mail address">
      <AlertTitle>Verify your e-mail address</AlertTitle>
      {codeSent
        ? `Enter the code we sent to ${user.data?.email ?? 'your address'}.`
        : `We'll send a code to ${user.data?.email ?? 'your address'}.`}{' '}
      Until you enter it, your address is not used for billing receipts or to reset your password.
      {problem !== null && !codeSent ? (
        <Box role="alert" sx={{ mt: 1 }}>
          {problem}
        </Box>
      ) : null}
      {!codeSent ? (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="contained" onClick={() => void sendCode()} disabled={busy !== null}>
            {busy === 'send' ? 'Sending…' : 'Send code'}
          </Button>
        </Box>
      ) : (
        <Box component="form" onSubmit={verify} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <TextField
            size="small"
            label="Verification code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            error={problem !== null}
            helperText={problem ?? undefined}
          />
          <Button type="submit" variant="contained" disabled={busy !== null || code.trim() === ''}>
            {busy === 'verify' ? 'Verifying…' : 'Verify'}
          </Button>
          <Button type="button" onClick={() => void sendCode()} disabled={busy !== null}>
            {busy === 'send' ? 'Sending…' : 'Send a new code'}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
