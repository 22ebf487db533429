import { Workbox } from 'workbox-window';
import { announceUpdate, requestOutboxSync } from './service-worker-events';
import { SYNC_OUTBOX_MESSAGE } from './worker-messages';

/** A tab left open for hours still learns of a deploy: the browser re-reads /sw.js this often too. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (production builds only; `vite dev` has none). It is loaded lazily after the first
 * render (main.tsx), so no route's initial JS carries Workbox. A new build's worker waits; the page
 * offers 'Reload', which lets it take over and reloads once it controls the page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    announceUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  workbox.addEventListener('message', (event) => {
    if (event.data === SYNC_OUTBOX_MESSAGE) requestOutboxSync();
  });
  void workbox.register().then((registration) => {
    if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
  });
}
