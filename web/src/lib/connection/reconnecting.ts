import { useSyncExternalStore } from 'react';

// How many requests are waiting to try the server again: the app shows 'Reconnecting…' while any are.
let waiting = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Marks one request as waiting to retry; the returned function ends the wait. */
export function beginReconnecting(): () => void {
  waiting += 1;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    waiting -= 1;
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a request waits to reach the server again. */
export function useReconnecting(): boolean {
  return useSyncExternalStore(subscribe, () => waiting > 0);
}
