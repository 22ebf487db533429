import { mayHaveAnySession } from '../features/auth/api/session-hint';

/** A stored session (or a sign-in's return) usually means a signed-in screen. */
function mayBeSignedIn(): boolean {
  return mayHaveAnySession(window.localStorage, window.location.search);
}

/**
 * What a signed-in page's first API calls need, the session app and its prefetch of the projects, downloads
 * beside the entry and /config.json (src/preload.ts runs this before the entry has arrived), instead of
 * after it. Nothing more: on a slow connection anything else downloading then holds the entry back.
 * Failures are left to the code that needs the modules (it retries and reports).
 */
export function preloadSession(): void {
  if (!mayBeSignedIn()) return;
  import('./session-app').catch(() => {});
  import('./prefetch-signed-in-data').catch(() => {});
}

/** Once the entry has run: the signed-in app and the screen at this URL, while the session is checked. */
export function preloadSignedIn(): void {
  if (!mayBeSignedIn()) return;
  import('./signed-in-app').then((app) => app.preloadScreen(window.location.pathname)).catch(() => {});
}
