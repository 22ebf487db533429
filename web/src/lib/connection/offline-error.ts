import { onlineManager } from '@tanstack/react-query';

// What the app does with an action that needs the server while it knows it is offline
// (docs/architecture.md#offline-capture): it does not send it, and says so at once, instead of
// waiting on a connection that is not there.

/** The answer to such an action (docs/product.md#offline-use). */
export const OFFLINE_WORDS = "You're offline: this needs a connection.";

/** A request that was not sent: the app knows it is offline. Its message is what the user is told. */
export class OfflineError extends Error {
  override name = 'OfflineError';
  constructor() {
    super(OFFLINE_WORDS);
  }
}

/** Throws an OfflineError while the app knows it is offline (TanStack Query's onlineManager). */
export function requireConnection(): void {
  if (!onlineManager.isOnline()) throw new OfflineError();
}
