import { mayHaveAnySession } from '../features/auth/api/session-hint';

/**
 * A stored session usually means a signed-in screen. The signed-in app and the screen at this URL then
 * download while /config.json and the session check are under way, instead of one after the other.
 * Failures are left to the code that needs the modules (it retries and reports).
 */
export function preloadSignedIn(): void {
  if (!mayHaveAnySession(window.localStorage, window.location.search)) return;
  import('./signed-in-app')
    // A task of its own: evaluating the signed-in app and requesting the screen's modules (one <link> per
    // chunk) together held the main thread for one long task on a phone.
    .then((app) => setTimeout(() => app.preloadScreen(window.location.pathname)))
    .catch(() => {});
}
