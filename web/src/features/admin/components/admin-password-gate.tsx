import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { adminPasswordError } from '@reno/domain';
import { useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { OutlinedField } from '../../../components/form/outlined-field';

interface AdminPasswordGateProps {
  pending: boolean;
  error: string | null;
  onUnlock: (password: string) => void;
}

export function AdminPasswordGate({ pending, error, onUnlock }: AdminPasswordGateProps) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = adminPasswordError(password);
    setFieldError(problem);
    if (!problem) onUnlock(password);
  };

  return (
    <Card sx={{ maxWidth: 420, mx: 'auto', mt: { xs: 4, md: 10 } }}>
      <CardContent component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <LockIcon color="primary" aria-hidden sx={{ fontSize: 40 }} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Admin Panel
          </Typography>
          <Typography color="textSecondary">Enter the admin password to continue</Typography>
        </Box>
        <FormErrorAlert message={error} />
        <OutlinedField
          label="Admin Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={!!fieldError}
          helperText={fieldError}
        />
        <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={pending}>
          {pending ? 'Verifying...' : 'Access Admin Panel'}
        </Button>
      </CardContent>
    </Card>
  );
}
