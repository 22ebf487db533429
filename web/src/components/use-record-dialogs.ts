import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeleteWords } from './delete-words';
import { errorToast } from './toast/error-toast';
import { useSayOffline } from './toast/use-say-offline';
import { useToast } from './toast/use-toast';

type FormState<T> = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; record: T };

interface DeleteOptions {
  mutation: Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'isPending'>;
  /** Toasts the outcome in these words and logs a failure. */
  words?: DeleteWords;
  onDeleted?: () => void;
  /** Any failure but the app being offline (which every screen answers alike); `retry` deletes again. */
  onFailed?: (error: Error, retry: () => void) => void;
  /** Keep the confirmation open after a failure, so it can be tried again. */
  keepOpenOnFailure?: boolean;
}

/** The add/edit form and the delete confirmation of a screen that lists records. */
export function useRecordDialogs<T extends { id: number }>(remove: DeleteOptions) {
  const [form, setForm] = useState<FormState<T>>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<T | null>(null);
  const sayOffline = useSayOffline();
  const { toast } = useToast();
  const { words } = remove;

  const failed = (error: Error, retry: () => void) => {
    if (words) {
      console.error(`${words.what} delete failed`, error);
      toast(errorToast(words.failed, error, retry));
    }
    remove.onFailed?.(error, retry);
  };

  const deleteRecord = (record: T) => {
    remove.mutation.mutate(record.id, {
      onSuccess: () => {
        if (words) toast({ title: words.deleted, variant: 'success' });
        remove.onDeleted?.();
        if (remove.keepOpenOnFailure) setDeleting(null);
      },
      onError: (error) => {
        if (!sayOffline('Not deleted', error)) failed(error, () => deleteRecord(record));
      },
      onSettled: () => {
        if (!remove.keepOpenOnFailure) setDeleting(null);
      },
    });
  };

  const confirmDelete = () => {
    if (deleting) deleteRecord(deleting);
  };

  return {
    formOpen: form.kind !== 'closed',
    /** The record in the form; null when adding. */
    editing: form.kind === 'edit' ? form.record : null,
    openAdd: () => setForm({ kind: 'add' }),
    openEdit: (record: T) => setForm({ kind: 'edit', record }),
    closeForm: () => setForm({ kind: 'closed' }),
    deleting,
    askDelete: (record: T) => setDeleting(record),
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deletePending: remove.mutation.isPending,
  };
}

export type RecordDialogs<T extends { id: number }> = ReturnType<typeof useRecordDialogs<T>>;
