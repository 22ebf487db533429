import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { estimateKeys } from '../../../entities/estimate/api/estimate-queries';
import { expenseKeys } from '../../../entities/expense/api/expense-queries';
import { listEntries, onOutboxChange } from '../../../entities/outbox/api/outbox-store';
import { syncOutbox } from '../../../entities/outbox/api/sync-outbox';
import { photoKeys } from '../../../entities/photo/api/photo-queries';
import { projectKeys } from '../../../entities/project/api/project-queries';
import { inBackground } from '../../../lib/background-work';
import { startCheckedOrTimeout } from '../../../lib/connection/connection-watch';
import { onOutboxSyncRequest } from './service-worker-events';
import { OUTBOX_SYNC_TAG } from './worker-messages';

/** Background Sync (Chromium): the worker wakes an open page when the connection is back. */
async function askForBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => {});
}

/**
 * Sends `owner`'s waiting expenses and photos: now, when the app is back online (the browser's event or a
 * successful probe), when Background Sync fires, and after each change of the outbox while online (a new
 * expense). Afterwards the server's figures are refetched, once per pass: what asks for a pass while one
 * runs (the pass's own changes among them) gets one more pass after it, not a refetch of its own.
 * Returns the stop, which also ends a pass still waiting for the start's connection check.
 */
export function startOutboxSync(owner: string, queryClient: QueryClient): () => void {
  const stopping = new AbortController();
  const pass = async () => {
    await startCheckedOrTimeout(stopping.signal);
    if (stopping.signal.aborted) return;
    if (!onlineManager.isOnline()) {
      if ((await listEntries(owner)).length > 0) void askForBackgroundSync();
      return;
    }
    const { sent } = await syncOutbox(owner);
    if (sent > 0) {
      for (const queryKey of [expenseKeys.all, projectKeys.all, estimateKeys.all, photoKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
  };
  let running = false;
  let asked = false;
  const sync = async () => {
    asked = true;
    if (running) return;
    running = true;
    try {
      while (asked && !stopping.signal.aborted) {
        asked = false;
        await pass();
      }
    } finally {
      running = false;
    }
  };
  const run = () =>
    void inBackground(sync()).catch((error: unknown) => console.error('Outbox sync failed', error));
  run();
  const stops = [
    onlineManager.subscribe((online) => online && run()),
    onOutboxChange(run),
    onOutboxSyncRequest(run),
  ];
  return () => {
    stopping.abort();
    stops.forEach((stop) => stop());
  };
}
