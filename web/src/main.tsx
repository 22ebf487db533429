import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadSignedIn } from './app/preload-signed-in';
import { mayHaveAnySession } from './features/auth/api/session-hint';
import { lazyWithPreload } from './lib/lazy-with-preload';
import { loadRuntimeConfig } from './lib/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// index.html's spinner stays until the app's first render replaces it.
const root = createRoot(container);
preloadSignedIn();
// The app (MUI, the router, the frame) is imported lazily so that the browser evaluates it in a task of
// its own after React's: one script of both was the longest task of a phone's first load
// (docs/architecture.md#web-app-loading). index.html requests its chunk beside this one (preload-entry.ts).
const appModule = import('./app/app');
// Its failure is reported once the configuration has been read (below).
appModule.catch(() => {});

function showFailure(text: string) {
  root.render(
    <p role="alert" style={{ fontFamily: 'system-ui', padding: 24 }}>
      {text}
    </p>,
  );
}

loadRuntimeConfig().then(
  async (config) => {
    let App: Awaited<typeof appModule>['App'];
    try {
      ({ App } = await appModule);
    } catch (error) {
      console.error(error);
      showFailure('The app could not load. Please reload the page.');
      return;
    }
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
  },
  (error: unknown) => {
    console.error(error);
    showFailure('The app could not load its configuration. Please reload the page.');
  },
);
