import { useSyncExternalStore } from 'react';

/** Where a sync of the outbox is: sending the `current`th of `total` waiting expenses. */
export interface SyncProgress {
  current: number;
  total: number;
}

let progress: SyncProgress | null = null;
const listeners = new Set<() => void>();

export function setSyncProgress(next: SyncProgress | null): void {
  progress = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** 'Syncing 2 of 5' while the outbox is being sent; null otherwise. */
export function useSyncProgress(): SyncProgress | null {
  return useSyncExternalStore(subscribe, () => progress);
}
