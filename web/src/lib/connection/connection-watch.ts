import { onlineManager } from '@tanstack/react-query';

// Whether requests get through. The browser's navigator.onLine says 'online' on a network with no way
// out (and at times after a reload with none at all), so the app asks the server itself: at start, and
// every few seconds while it believes it is offline. TanStack Query's onlineManager carries the answer:
// queries wait while offline, and the outbox syncs when it turns online.

const PROBE_EVERY_MS = 5000;
const PROBE_TIMEOUT_MS = 4000;

/**
 * HEAD /config.json from the network: the service worker answers only GETs, so a cached copy can never
 * pass for a connection.
 */
export async function serverReachable(): Promise<boolean> {
  try {
    const response = await fetch('/config.json', {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

let startChecked: () => void = () => {};
const checkedAtStart = new Promise<void>((resolve) => (startChecked = resolve));

/** Marks that the start's question (is the server there?) has been answered. */
export function markStartChecked(): void {
  startChecked();
}

/**
 * Settles once the start's question has been answered (or after a few seconds without one, or when
 * `signal` aborts): what would send requests at start waits for it rather than try, and hang, on a
 * connection that is not there. Leaves no timer behind.
 */
export function startCheckedOrTimeout(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', settle);
      resolve();
    };
    const timer = setTimeout(settle, PROBE_TIMEOUT_MS);
    signal?.addEventListener('abort', settle, { once: true });
    if (signal?.aborted) settle();
    void checkedAtStart.then(settle);
  });
}

let watching = false;

/** While the app is offline, tries the server every few seconds and marks it online once it answers. */
export function watchConnection(): void {
  if (watching) return;
  watching = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const probeLater = () => {
    clearTimeout(timer);
    if (onlineManager.isOnline()) return;
    timer = setTimeout(async () => {
      if (await serverReachable()) onlineManager.setOnline(true);
      else probeLater();
    }, PROBE_EVERY_MS);
  };
  onlineManager.subscribe(probeLater);
  probeLater();
}
