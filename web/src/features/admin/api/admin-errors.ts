import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { OfflineError } from '../../../lib/connection/offline-error';

/**
 * Per docs/product.md#admin-screen, any answer from the server is a wrong password; no answer at all is a
 * connection failure (or, offline, needs a connection: docs/product.md#offline-use). The one exception is
 * the lock-out after repeated failures (429), whose own message says to wait: 'Invalid admin password'
 * would send the operator guessing again.
 */
export function adminUnlockErrorMessage(error: unknown): string {
  if (error instanceof OfflineError) return error.message;
  if (!(error instanceof ApiError)) return 'Failed to connect to admin panel';
  return error.status === 429 ? describeError(error).message : 'Invalid admin password';
}

/**
 * The server's message when it gave one in words, or 'Failed to upgrade user' / 'Failed to downgrade user'
 * (docs/product.md#admin-screen).
 */
export function adminActionErrorMessage(error: unknown, action: 'upgrade' | 'downgrade'): string {
  return error instanceof ApiError && error.body && error.status < 500
    ? describeError(error).message
    : `Failed to ${action} user`;
}
