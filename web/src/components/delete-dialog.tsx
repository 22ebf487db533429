import type { ReactNode } from 'react';
import { LazyDestructiveConfirm } from './lazy-destructive-confirm';
import type { RecordDialogs } from './use-record-dialogs';

interface DeleteDialogProps<T extends { id: number }> {
  dialogs: RecordDialogs<T>;
  title: string;
  confirmLabel?: string;
  children: ReactNode;
}

/** Asks before deleting `dialogs.deleting`. */
export function DeleteDialog<T extends { id: number }>({
  dialogs,
  title,
  confirmLabel = 'Delete',
  children,
}: DeleteDialogProps<T>) {
  return (
    <LazyDestructiveConfirm
      open={!!dialogs.deleting}
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel="Deleting..."
      pending={dialogs.deletePending}
      onCancel={dialogs.cancelDelete}
      onConfirm={dialogs.confirmDelete}
    >
      {children}
    </LazyDestructiveConfirm>
  );
}
