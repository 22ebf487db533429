import { ApiError } from './api-client';
import { isNetworkFailure } from './api-errors';

/** The request did not reach the server (fetch rejected) or the server could not take it now (503). */
export function isUnreachable(error: unknown): boolean {
  return isNetworkFailure(error) || (error instanceof ApiError && error.status === 503);
}

/** Pauses between attempts at a save the server did not get; the last one repeats. */
const UNREACHABLE_RETRY_DELAYS_MS = [1000, 2000, 5000];

/** Waits before the next attempt: the delay for this retry, or less if the browser comes back online. */
export function waitBeforeRetry(retry: number): Promise<void> {
  const delay = UNREACHABLE_RETRY_DELAYS_MS[Math.min(retry, UNREACHABLE_RETRY_DELAYS_MS.length - 1)]!;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, delay);
    window.addEventListener('online', done);
  });
}
