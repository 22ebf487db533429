import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReconnectingGate } from '../lib/connection/reconnecting-gate';
import { ToastProvider } from '../components/toast/toast-provider';
import { AuthServiceContext, type AuthService } from '../entities/session/api/auth-service';
import { clearSelectedProjectStorage } from '../entities/project/selected-project/selected-project-storage';
import { AuthProvider } from '../entities/session/components/auth-provider';
import { UpdateGate } from '../features/offline/components/update-gate';

/** The session's services (app/session-app.tsx makes them once per page). */
interface SessionDependencies {
  authService: AuthService;
  queryClient: QueryClient;
}

/**
 * What signing out forgets besides the session (docs/product.md#signed-in-layout): the admin panel locks
 * again (its code loads on demand, the landing page never needs it), and the next user starts without this
 * one's selected project, the copy of their data kept for offline use or the expenses waiting to sync (the
 * user menu asked first). The active household goes with the signed-in tree (ActiveHouseholdProvider).
 */
async function forgetSignedInChoices(userId: string | null): Promise<void> {
  const { clearAdminPassword } = await import('../features/admin/api/admin-password-storage');
  clearAdminPassword();
  clearSelectedProjectStorage();
  const { forgetSignedInQueryCache } = await import('../features/offline/api/query-cache-persistence');
  await forgetSignedInQueryCache();
  if (userId) {
    const { removeEntriesOf } = await import('../entities/outbox/api/outbox-store');
    await removeEntriesOf(userId);
  }
}

/** The session app's providers, inside AppFrame (app-frame.tsx). */
export function AppProviders({
  authService,
  queryClient,
  children,
}: SessionDependencies & { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthServiceContext value={authService}>
        <ToastProvider>
          <AuthProvider onSignOut={forgetSignedInChoices}>{children}</AuthProvider>
          <ReconnectingGate />
          <UpdateGate />
        </ToastProvider>
      </AuthServiceContext>
    </QueryClientProvider>
  );
}
