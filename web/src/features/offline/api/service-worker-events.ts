import { useSyncExternalStore } from 'react';

// What the service worker's registration tells the React tree: a new version waits, or the connection
// is back (Background Sync). Kept apart from the registration so that rendering never loads Workbox.

let applyUpdate: (() => void) | null = null;
const updateListeners = new Set<() => void>();
const syncListeners = new Set<() => void>();

/** A new build's worker is installed and waits; `apply` lets it take over and reloads the page. */
export function announceUpdate(apply: () => void): void {
  applyUpdate = apply;
  updateListeners.forEach((listener) => listener());
}

/** The worker's Background Sync fired: the outbox should be sent now. */
export function requestOutboxSync(): void {
  syncListeners.forEach((listener) => listener());
}

/** Called when Background Sync fires; returns the unsubscribe. */
export function onOutboxSyncRequest(listener: () => void): () => void {
  syncListeners.add(listener);
  return () => syncListeners.delete(listener);
}

const subscribeUpdate = (listener: () => void) => {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
};

/** The function that installs the waiting version (and reloads), or null while none waits. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribeUpdate, () => applyUpdate);
}
