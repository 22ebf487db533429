import type { ExpensePayload, PhotoInput } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { useCurrentUser } from '../../session/components/auth-provider';
import { removeEntry, type ExpenseOutboxEntry, type OutboxEntry } from './outbox-store';
import { editQueuedExpense, queueExpense } from './queue-expense';
import { queuePhoto } from './queue-photo';

// Writes to the outbox: IndexedDB, so they run offline too (as every write does: lib/query-client.ts).
// Each resolves to null, where a create would give the server's record: it has none yet.

/** A write that stores `payload` in the signed-in user's outbox. */
function useQueueFor<TPayload>(queue: (owner: string, payload: TPayload) => Promise<void>) {
  const owner = useCurrentUser().id;
  return useMutation({
    mutationFn: async (payload: TPayload) => {
      await queue(owner, payload);
      return null;
    },
  });
}

export function useQueueExpense() {
  return useQueueFor<ExpensePayload>(queueExpense);
}

export function useQueuePhoto() {
  return useQueueFor<PhotoInput>(queuePhoto);
}

export function useEditQueuedExpense(entry: ExpenseOutboxEntry | null | undefined) {
  return useMutation({
    mutationFn: async (payload: ExpensePayload) => {
      if (entry) await editQueuedExpense(entry, payload);
      return null;
    },
  });
}

/** Discards a waiting expense or photo: the server never gets it. */
export function useDiscardQueued() {
  return useMutation({ mutationFn: (entry: OutboxEntry) => removeEntry(entry.id) });
}
