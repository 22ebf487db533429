import type { ReactNode } from 'react';
import { ConfirmDialog } from './lazy-confirm-dialog';
import { LazyDialog } from './lazy-dialog';

interface LazyDestructiveConfirmProps {
  open: boolean;
  title: string;
  /** The red button ('Delete', 'Remove', 'Leave'); `pendingLabel` while it works. */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** Asks before something that cannot be undone; the dialog's code loads when a screen first asks. */
export function LazyDestructiveConfirm({ open, ...props }: LazyDestructiveConfirmProps) {
  return (
    <LazyDialog open={open}>
      <ConfirmDialog open={open} destructive {...props} />
    </LazyDialog>
  );
}
