import type { AdminUserRow } from '@reno/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSayOffline } from '../../../components/toast/use-say-offline';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { adminApi, adminKeys, type AdminUserPages } from '../api/admin-api';
import { adminActionErrorMessage, adminUnlockErrorMessage } from '../api/admin-errors';
import { readAdminPassword, writeAdminPassword } from '../api/admin-password-storage';

type Action = 'upgrade' | 'downgrade';

/**
 * The admin panel's password (docs/product.md#admin-screen): kept for the browser session, checked by reading
 * the users' first page. `users` holds the pages read, `showMore` reads the next by cursor, `totals` are the cards. `unlock` tries
 * a typed password; `lock` forgets it, with the message the gate then shows.
 */
export function useAdminSession() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const sayOffline = useSayOffline();
  const [password, setPassword] = useState<string | null>(readAdminPassword);
  const [gateError, setGateError] = useState<string | null>(null);

  // A refresh (after an action) reads again as many pages as are shown.
  const users = useQuery({
    queryKey: adminKeys.users(),
    queryFn: () =>
      adminApi.usersPages(
        password ?? '',
        queryClient.getQueryData<AdminUserPages>(adminKeys.users())?.length ?? 1,
      ),
    enabled: password !== null,
  });
  const nextCursor = users.data?.at(-1)?.nextCursor ?? null;
  const totals = useQuery({
    queryKey: adminKeys.totals(),
    queryFn: () => adminApi.totals(password ?? ''),
    enabled: password !== null && users.isSuccess,
  });

  // A stored password that no longer works is forgotten (docs/product.md#admin-screen).
  const storedPasswordRejected = password !== null && users.isError;
  useEffect(() => {
    if (storedPasswordRejected) writeAdminPassword(null);
  }, [storedPasswordRejected]);

  const unlock = useMutation({
    mutationFn: (candidate: string) => adminApi.usersPage(candidate, null),
    onSuccess: (page, candidate) => {
      writeAdminPassword(candidate);
      queryClient.setQueryData<AdminUserPages>(adminKeys.users(), [page]);
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
    queryClient.removeQueries({ queryKey: adminKeys.all });
  };

  const showMore = useMutation({
    mutationFn: () => adminApi.usersPage(password ?? '', nextCursor),
    onSuccess: (page) =>
      queryClient.setQueryData<AdminUserPages>(adminKeys.users(), (pages = []) => [...pages, page]),
    onError: (error) => {
      if (lockedOnRejection(error, lock) || sayOffline('Error', error)) return;
      toast({ title: 'Error', description: 'Failed to load more users', variant: 'destructive' });
    },
  });

  const listError = password !== null && users.isError ? adminUnlockErrorMessage(users.error) : null;
  return {
    password,
    users,
    hasMore: nextCursor !== null,
    showMore,
    totals,
    unlock,
    lock,
    unlocked: password !== null && users.isSuccess,
    loadingStored: password !== null && users.isPending && !unlock.isPending,
    gateError: gateError ?? listError,
  };
}

/**
 * A password that stopped working (changed: 401, locked out: 429) locks the panel with its reason, whichever
 * call met it (docs/product.md#admin-screen); true when it did.
 */
function lockedOnRejection(error: unknown, lock: (message: string | null) => void): boolean {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 429)) return false;
  lock(adminUnlockErrorMessage(error));
  return true;
}

/** Upgrades and downgrades a user; a password that stopped working (changed, locked out) locks the panel. */
export function useAdminAction(password: string | null, lock: (message: string | null) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const sayOffline = useSayOffline();
  return useMutation({
    mutationFn: ({ action, user }: { action: Action; user: AdminUserRow }) =>
      adminApi[action](password ?? '', user.id),
    onSuccess: (response) => {
      toast({ title: 'Success', description: response.message, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error, { action }) => {
      if (lockedOnRejection(error, lock) || sayOffline('Error', error)) return;
      toast({ title: 'Error', description: adminActionErrorMessage(error, action), variant: 'destructive' });
    },
  });
}
