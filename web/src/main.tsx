import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchSignedInData } from './app/prefetch-signed-in-data';
import { preloadSignedIn } from './app/preload-signed-in';
import { FullScreenSpinner } from './components/full-screen-spinner';
import { createAmplifyAuthService } from './features/auth/api/amplify-auth-service';
import { mayHaveAnySession } from './features/auth/api/session-hint';
import { configureApiClient } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { loadRuntimeConfig } from './lib/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
root.render(<FullScreenSpinner />);
preloadSignedIn();

loadRuntimeConfig()
  .then((config) => {
    const authService = createAmplifyAuthService(config);
    configureApiClient({ apiUrl: config.apiUrl, getIdToken: () => authService.getIdToken() });
    const queryClient = createQueryClient();
    // Without a connection, the signed-in user's screens open with what they last saw (IndexedDB). A
    // signed-out visitor loads none of it.
    if (mayHaveAnySession(window.localStorage, window.location.search)) {
      void import('./features/offline/api/query-cache-persistence').then((offline) =>
        offline.startOfflineSupport(queryClient, () => authService.getIdToken()),
      );
    }
    void prefetchSignedInData(authService, queryClient);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App config={config} authService={authService} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <p role="alert" style={{ fontFamily: 'system-ui', padding: 24 }}>
        The app could not load its configuration. Please reload the page.
      </p>,
    );
  });
