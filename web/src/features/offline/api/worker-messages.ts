// What the page and the service worker say to each other (both import this file).

/** The worker tells open pages that the connection is back (Background Sync). */
export const SYNC_OUTBOX_MESSAGE = 'reno:sync-outbox';
/** The Background Sync tag a page registers when an expense waits in the outbox. */
export const OUTBOX_SYNC_TAG = 'reno-outbox';
