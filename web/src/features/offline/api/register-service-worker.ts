import { Workbox } from 'workbox-window';
import { backgroundWorkSettled } from '../../../lib/background-work';
import { announceUpdate, requestOutboxSync } from './service-worker-events';
import { CACHE_LOADED_FILES_MESSAGE, CLAIM_PAGE_MESSAGE, SYNC_OUTBOX_MESSAGE } from './worker-messages';

/** A tab left open for hours still learns of a deploy: the browser re-reads /sw.js this often too. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registered = false;

/**
 * Lets the waiting worker take over (`skipWaiting`) once the chunks this page is loading have arrived.
 * Chromium activates it when the old worker stops; a chunk the page asks for while the old worker is
 * stopping starts it again, and a restarted worker is no longer asked to stop at once: it stays until
 * it has idled 30 s (5 minutes with DevTools attached), and Reload seems to do nothing. The pointer
 * reaching 'Reload' is often the page's first, which starts its lazy dialogs' downloads at that moment.
 */
export async function takeOverWhenQuiet(skipWaiting: () => void): Promise<void> {
  await backgroundWorkSettled();
  skipWaiting();
}

/**
 * Registers /sw.js (production builds only; `vite dev` has none), once per page. The signed-in app calls
 * it after its first render (hooks/use-service-worker.ts): a signed-out visitor never downloads the worker
 * or its precache, and no route's initial JS carries Workbox. A new build's worker waits; the page offers
 * 'Reload', which lets it take over and reloads once it controls the page.
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    announceUpdate(() => {
      // The browser's own event: workbox-window's 'controlling' did not fire for a worker that an earlier
      // page of this tab had found waiting.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      void takeOverWhenQuiet(() => workbox.messageSkipWaiting());
    }),
  );
  workbox.addEventListener('message', (event) => {
    if (event.data === SYNC_OUTBOX_MESSAGE) requestOutboxSync();
  });
  // A page loaded without a worker (the first sign-in, or while the worker installed) fetched its chunks
  // past it: the worker in charge is told what the page loaded, and keeps what it does not hold yet.
  const tellLoadedFiles = () => {
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    navigator.serviceWorker.controller?.postMessage({ type: CACHE_LOADED_FILES_MESSAGE, urls });
  };
  if (navigator.serviceWorker.controller) tellLoadedFiles();
  else navigator.serviceWorker.addEventListener('controllerchange', tellLoadedFiles, { once: true });
  void workbox
    .register()
    .then((registration) => {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
      // Once a worker is active: if it does not control this page (this page was still loading when it
      // activated and took the pages open then), it is asked to take it.
      void navigator.serviceWorker.ready.then((ready) => {
        if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: CLAIM_PAGE_MESSAGE });
      });
    })
    .catch(() => {
      // A browser that refuses workers (a private window, a policy) keeps the app, without offline capture.
    });
}
