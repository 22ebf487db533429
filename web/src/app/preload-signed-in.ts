import { mayHaveAnySession } from '../features/auth/api/session-hint';

/**
 * A stored session usually means a signed-in screen. The session app, its prefetch of the projects, the
 * signed-in app and the screen at this URL then download while /config.json is under way, instead of one after the other.
 * Failures are left to the code that needs the modules (it retries and reports).
 */
export function preloadSignedIn(): void {
  if (!mayHaveAnySession(window.localStorage, window.location.search)) return;
  import('./session-app').catch(() => {});
  import('./prefetch-signed-in-data').catch(() => {});
  import('./signed-in-app').then((app) => app.preloadScreen(window.location.pathname)).catch(() => {});
}
