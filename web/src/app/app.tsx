import { CacheProvider } from '@emotion/react';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import type { PreloadableComponent } from '../lib/lazy-with-preload';
import type { RuntimeConfig } from '../lib/runtime-config';
import { AppFrame } from './app-frame';
import { FirstVisitGate } from './first-visit-gate';
import { createAppStyleCache } from './style-cache';

// Here, not in AppFrame: component tests draw AppFrame into a cache of their own per file (testing/style-cache.tsx).
const styleCache = createAppStyleCache();

interface AppProps {
  config: RuntimeConfig;
  /** The session app (app/session-app.tsx), loaded lazily. */
  sessionApp: PreloadableComponent<object>;
}

export function App({ config, sessionApp }: AppProps) {
  // The router is outside the providers so that signing out can leave for / before the user is cleared.
  return (
    <CacheProvider value={styleCache}>
      <BrowserRouter>
        <AppFrame config={config}>
          <Suspense fallback={<FullScreenSpinner />}>
            <FirstVisitGate clientId={config.userPoolClientId} sessionApp={sessionApp} />
          </Suspense>
        </AppFrame>
      </BrowserRouter>
    </CacheProvider>
  );
}
