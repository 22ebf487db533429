import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api-client';
import { isNetworkFailure } from '../api-errors';

/** The request did not reach the server (fetch rejected) or the server could not take it now (503). */
export function isUnreachable(error: unknown): boolean {
  return isNetworkFailure(error) || (error instanceof ApiError && error.status === 503);
}

/** Pauses between attempts at a save the server did not get; the last one repeats. */
const UNREACHABLE_RETRY_DELAYS_MS = [1000, 2000, 5000];

/**
 * Waits before the next attempt: the delay for this retry, or less if the app comes back online (the
 * browser's event, or the app's own check of the server: docs/architecture.md#offline-capture).
 */
export function waitBeforeRetry(retry: number): Promise<void> {
  const delay = UNREACHABLE_RETRY_DELAYS_MS[Math.min(retry, UNREACHABLE_RETRY_DELAYS_MS.length - 1)]!;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      stopWatching();
      resolve();
    };
    const timer = setTimeout(done, delay);
    window.addEventListener('online', done);
    const stopWatching = onlineManager.subscribe((online) => online && done());
  });
}
