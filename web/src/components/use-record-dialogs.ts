import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSayOffline } from './toast/use-say-offline';

type FormState<T> = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; record: T };

interface DeleteOptions {
  mutation: Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'isPending'>;
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

  const deleteRecord = (record: T) => {
    remove.mutation.mutate(record.id, {
      onSuccess: () => {
        remove.onDeleted?.();
        if (remove.keepOpenOnFailure) setDeleting(null);
      },
      onError: (error) => {
        if (!sayOffline('Not deleted', error)) remove.onFailed?.(error, () => deleteRecord(record));
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
