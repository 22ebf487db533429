import { createAmplifyAuthService } from '../features/auth/api/amplify-auth-service';
import { mayHaveAnySession } from '../features/auth/api/session-hint';
import { configureApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import type { RuntimeConfig } from '../lib/runtime-config';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

/**
 * Everything but a first visit's landing page, in a chunk of its own (app/first-visit-gate.tsx): the API
 * client, TanStack Query, the session (Amplify's door) and the routes. Started once per page, by the lazy
 * component main.tsx makes of it.
 */
export function startSessionApp(config: RuntimeConfig) {
  const authService = createAmplifyAuthService(config);
  configureApiClient({ apiUrl: config.apiUrl, getIdToken: () => authService.getIdToken() });
  const queryClient = createQueryClient();
  // Without a connection, the signed-in user's screens open with what they last saw (IndexedDB); the
  // project list is asked for at once. A signed-out visitor loads neither (nor the record queries, which
  // /login does not need); preload-signed-in.ts downloads the prefetch beside this chunk.
  if (mayHaveAnySession(window.localStorage, window.location.search)) {
    void import('../features/offline/api/query-cache-persistence').then((offline) =>
      offline.startOfflineSupport(queryClient, () => authService.getIdToken()),
    );
    void import('./prefetch-signed-in-data').then((prefetch) =>
      prefetch.prefetchSignedInData(authService, queryClient),
    );
  }

  function SessionApp() {
    return (
      <AppProviders authService={authService} queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    );
  }
  return { SessionApp };
}
