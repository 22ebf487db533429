import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedIn } from './app/preload-signed-in';
import { FullScreenSpinner } from './components/full-screen-spinner';
import { mayHaveAnySession } from './features/auth/api/session-hint';
import { lazyWithPreload } from './lib/lazy-with-preload';
import { loadRuntimeConfig } from './lib/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
root.render(<FullScreenSpinner />);
preloadSignedIn();

loadRuntimeConfig()
  .then(async (config) => {
    // The session app starts once, with this config, when first rendered or preloaded.
    const sessionApp = lazyWithPreload(
      () => import('./app/session-app').then((module) => module.startSessionApp(config)),
      'SessionApp',
    );
    // With a stored session it is on its way already (src/preload.ts): drawn once it is here, it renders
    // at once, and its first API calls wait for no Suspense fallback. A failure is the render's to report.
    if (mayHaveAnySession(window.localStorage, window.location.search)) {
      await sessionApp.preload().catch(() => {});
    }
    startTransition(() =>
      root.render(
        <StrictMode>
          <App config={config} sessionApp={sessionApp} />
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
