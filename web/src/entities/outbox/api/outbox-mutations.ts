import type { ExpensePayload } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { useCurrentUser } from '../../session/components/auth-provider';
import { removeEntry, type OutboxEntry } from './outbox-store';
import { editQueuedExpense, queueExpense } from './queue-expense';

// Writes to the outbox: IndexedDB, so they run offline too (networkMode 'always'). Each resolves to
// null, where a create would give the server's expense: the expense has none yet.

export function useQueueExpense() {
  const owner = useCurrentUser().id;
  return useMutation({
    mutationFn: async (payload: ExpensePayload) => {
      await queueExpense(owner, payload);
      return null;
    },
    networkMode: 'always',
  });
}

export function useEditQueuedExpense(entry: OutboxEntry | null | undefined) {
  return useMutation({
    mutationFn: async (payload: ExpensePayload) => {
      if (entry) await editQueuedExpense(entry, payload);
      return null;
    },
    networkMode: 'always',
  });
}

export function useDiscardQueuedExpense() {
  return useMutation({ mutationFn: (entry: OutboxEntry) => removeEntry(entry.id), networkMode: 'always' });
}
