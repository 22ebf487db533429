// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js), registered once a user has
// signed in: the app shell precached (web/app-shell-precache.ts), other chunks cached when first used,
// page paths answered with the precached index.html, /config.json kept for offline starts. /api answers
// are never cached here: the signed-in data offline is the per-user query cache in IndexedDB
// (docs/architecture.md#offline-capture).
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHE_LOADED_FILES_MESSAGE,
  CLAIM_PAGE_MESSAGE,
  OUTBOX_SYNC_TAG,
  SYNC_OUTBOX_MESSAGE,
} from '../api/worker-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The build's precache list (Workbox injects it here, at the one mention of its name).
const precacheList = self.__WB_MANIFEST;
precacheAndRoute(precacheList);
// A new build's worker, once active, drops the caches of builds before it.
cleanupOutdatedCaches();

// Every client-side route is index.html; the API, the Cognito stand-in and files are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/cognito(\/|$)/, /\/[^/]+\.[^/]+$/],
  }),
);

// Every other chunk of this build (hashed, never changed) when a page first loads it. The cache is this
// build's own, named by index.html's revision: a new build's worker deletes the ones before it.
const CHUNKS_CACHE_PREFIX = 'reno-chunks-';
const build = precacheList.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const CHUNKS_CACHE = `${CHUNKS_CACHE_PREFIX}${typeof build === 'object' ? build.revision : 'build'}`;
const isBuildChunk = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
/** A chunk's own answer: a file a deploy removed is answered with index.html, never kept as the chunk. */
const isChunkAnswer = (response: Response) =>
  response.ok && !(response.headers.get('content-type') ?? '').includes('text/html');
registerRoute(
  ({ url, request }) => isBuildChunk(url) && request.method === 'GET',
  new CacheFirst({
    cacheName: CHUNKS_CACHE,
    plugins: [{ cacheWillUpdate: async ({ response }) => (isChunkAnswer(response) ? response : null) }],
  }),
);
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CHUNKS_CACHE_PREFIX) && name !== CHUNKS_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
// What the page loaded before this worker controlled it (the first sign-in): kept as if loaded through it.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== CACHE_LOADED_FILES_MESSAGE || !Array.isArray(data.urls)) return;
  const chunks = (data.urls as string[])
    .map((url) => new URL(url, self.location.href))
    .filter((url) => isBuildChunk(url) && !getCacheKeyForURL(url.href));
  event.waitUntil(
    caches.open(CHUNKS_CACHE).then((cache) =>
      Promise.all(
        chunks.map(async (url) => {
          if (await cache.match(url.href)) return;
          const response = await fetch(url.href).catch(() => null);
          if (response && isChunkAnswer(response)) await cache.put(url.href, response);
        }),
      ),
    ),
  );
});

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
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page that opened while this worker activated, which the claim above missed (worker-messages.ts).
  if (type === CLAIM_PAGE_MESSAGE) event.waitUntil(self.clients.claim());
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
