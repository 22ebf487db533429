// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js): the app shell and every
// route chunk precached, page paths answered with the precached index.html, /config.json kept for
// offline starts. /api answers are never cached here: the signed-in data offline is the per-user query
// cache in IndexedDB (docs/architecture.md#offline-capture).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, SYNC_OUTBOX_MESSAGE } from '../api/worker-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
// A new build's worker, once active, drops the caches of builds before it.
cleanupOutdatedCaches();

// Every client-side route is index.html; the API, the Cognito stand-in and files are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/cognito(\/|$)/, /\/[^/]+\.[^/]+$/],
  }),
);

// The runtime configuration: the network's copy when there is one, the last one offline. The first
// page loaded it before this worker ran, so installing fetches a copy (a failure leaves it for the next
// online load).
const CONFIG_CACHE = 'reno-config';
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname === '/config.json' && request.method === 'GET',
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: 5 }),
);
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add('/config.json'))
      .catch(() => {}),
  );
});

// The first worker controls the page that installed it at once, so that page already works offline.
// A later one waits until the user chooses 'Reload' (workbox-window's messageSkipWaiting).
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Background Sync (where the browser has it): the waiting expenses replay in an open page, which holds
// the user's session; the worker only tells it when the connection is back.
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((client) => client.postMessage(SYNC_OUTBOX_MESSAGE))),
  );
});
