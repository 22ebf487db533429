import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { expenseKeys } from '../../../entities/expense/api/expense-queries';
import { listEntries, onOutboxChange } from '../../../entities/outbox/api/outbox-store';
import { syncOutbox } from '../../../entities/outbox/api/sync-outbox';
import { projectKeys } from '../../../entities/project/api/project-queries';
import { estimateKeys } from '../../../entities/estimate/api/estimate-queries';
import { startCheckedOrTimeout } from '../api/connection-watch';
import { onOutboxSyncRequest } from '../api/service-worker-events';
import { OUTBOX_SYNC_TAG } from '../api/worker-messages';

/** Background Sync (Chromium): the worker wakes an open page when the connection is back. */
async function askForBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => {});
}

/**
 * Sends `owner`'s waiting expenses: at start, when the app is back online (the browser's event or a
 * successful probe), when Background Sync fires, and after each new one while online. Afterwards the
 * server's figures are refetched.
 */
export function useOutboxSync(owner: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sync = async () => {
      await startCheckedOrTimeout();
      if (!onlineManager.isOnline()) {
        if ((await listEntries(owner)).length > 0) void askForBackgroundSync();
        return;
      }
      const { sent } = await syncOutbox(owner);
      if (sent > 0) {
        for (const queryKey of [expenseKeys.all, projectKeys.all, estimateKeys.all]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }
    };
    const run = () => void sync().catch((error: unknown) => console.error('Outbox sync failed', error));
    run();
    const stops = [
      onlineManager.subscribe((online) => online && run()),
      onOutboxChange(run),
      onOutboxSyncRequest(run),
    ];
    return () => stops.forEach((stop) => stop());
  }, [owner, queryClient]);
}
