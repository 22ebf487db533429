import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { AdminUserRow } from '@reno/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContentSpinner } from '../../../components/content-spinner';
import { useToast } from '../../../components/toast/use-toast';
import { adminApi, adminKeys } from '../api/admin-api';
import { ApiError } from '../../../lib/api-client';
import { adminActionErrorMessage, adminUnlockErrorMessage } from '../api/admin-errors';
import { readAdminPassword, writeAdminPassword } from '../api/admin-password-storage';
import { AdminPasswordGate } from '../components/admin-password-gate';
import { AdminStats } from '../components/admin-stats';
import { AdminUserTable } from '../components/admin-user-table';

type Action = 'upgrade' | 'downgrade';

/** /admin: no sidebar; a password gate, then stats and the user list (SPEC §2, §4, §8). */
export function AdminRoute() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [password, setPassword] = useState<string | null>(readAdminPassword);
  const [gateError, setGateError] = useState<string | null>(null);

  const users = useQuery({
    queryKey: adminKeys.users(),
    queryFn: () => adminApi.listUsers(password ?? ''),
    enabled: password !== null,
  });

  // A stored password that no longer works is forgotten (SPEC §4).
  const storedPasswordRejected = password !== null && users.isError;
  useEffect(() => {
    if (storedPasswordRejected) writeAdminPassword(null);
  }, [storedPasswordRejected]);

  const unlock = useMutation({
    mutationFn: (candidate: string) => adminApi.listUsers(candidate),
    onSuccess: (rows, candidate) => {
      writeAdminPassword(candidate);
      queryClient.setQueryData(adminKeys.users(), rows);
      setPassword(candidate);
      setGateError(null);
      toast({ title: 'Admin access granted', variant: 'success' });
    },
    onError: (error) => setGateError(adminUnlockErrorMessage(error)),
  });

  const lock = (message: string | null) => {
    writeAdminPassword(null);
    setPassword(null);
    setGateError(message);
    unlock.reset();
    queryClient.removeQueries({ queryKey: adminKeys.users() });
  };

  const act = useMutation({
    mutationFn: ({ action, user }: { action: Action; user: AdminUserRow }) =>
      adminApi[action](password ?? '', user.id),
    onSuccess: (response) => {
      toast({ title: 'Success', description: response.message, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
    onError: (error, { action }) => {
      // The password stopped working (changed, or the address is locked out): back to the gate.
      if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
        lock(adminUnlockErrorMessage(error));
        return;
      }
      toast({ title: 'Error', description: adminActionErrorMessage(error, action), variant: 'destructive' });
    },
  });

  const unlocked = password !== null && users.isSuccess;
  const loadingStored = password !== null && users.isPending && !unlock.isPending;
  const listError = password !== null && users.isError ? adminUnlockErrorMessage(users.error) : null;

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <AdminPanelSettingsIcon color="primary" aria-hidden />
          <Typography component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
            Admin
          </Typography>
          <Button component={RouterLink} to="/dashboard">
            Back to app
          </Button>
          {unlocked && (
            <Button variant="outlined" onClick={() => lock(null)}>
              Log out
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        {loadingStored ? (
          <ContentSpinner label="Loading users" />
        ) : unlocked ? (
          <>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
              Admin Panel
            </Typography>
            <AdminStats users={users.data} />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mt: 4, mb: 1 }}>
              Users
            </Typography>
            <AdminUserTable
              users={users.data}
              pendingUserId={act.isPending ? (act.variables?.user.id ?? null) : null}
              onUpgrade={(user) => act.mutate({ action: 'upgrade', user })}
              onDowngrade={(user) => act.mutate({ action: 'downgrade', user })}
            />
          </>
        ) : (
          <AdminPasswordGate
            pending={unlock.isPending}
            error={gateError ?? listError}
            onUnlock={(value) => unlock.mutate(value)}
          />
        )}
      </Container>
    </Box>
  );
}
