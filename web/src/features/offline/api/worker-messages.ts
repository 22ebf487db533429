// What the page and the service worker say to each other (both import this file).

/** The worker tells open pages that the connection is back (Background Sync). */
export const SYNC_OUTBOX_MESSAGE = 'reno:sync-outbox';
/** The Background Sync tag a page registers when an expense waits in the outbox. */
export const OUTBOX_SYNC_TAG = 'reno-outbox';
/**
 * The page tells a worker that has just taken control which app files it loaded before: the worker keeps
 * them too (`{ type, urls }`), so the screen in use opens offline although its chunks are not precached.
 */
export const CACHE_LOADED_FILES_MESSAGE = 'reno:cache-loaded-files';
/**
 * A page that no worker controls asks the active one to take it (`clients.claim()`). The first worker
 * takes the open pages when it activates, but not one whose load is still under way (a navigation right
 * after sign-in): that page would stay without a worker until its next load, and could not open a screen
 * it has not loaded once the connection is gone.
 */
export const CLAIM_PAGE_MESSAGE = 'reno:claim-page';
