import Button, { type ButtonProps } from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { LazyDialog } from './lazy-dialog';

interface LazyDialogButtonProps extends Omit<ButtonProps, 'onClick' | 'onFocus' | 'onPointerEnter'> {
  /** Starts the dialog's download (lazyWithPreload's `preload`). */
  preload: () => Promise<unknown>;
  /** The dialog, open or closing. */
  dialog: (open: boolean, onClose: () => void) => ReactNode;
}

/**
 * A button that opens a lazily loaded dialog: its code starts downloading when the pointer or the focus
 * reaches the button, and the dialog stays mounted from its first opening on (LazyDialog).
 */
export function LazyDialogButton({ preload, dialog, ...button }: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const startLoading = () => void preload().catch(() => {}); // the render retries and reports
  return (
    <>
      <Button
        {...button}
        onPointerEnter={startLoading}
        onFocus={startLoading}
        onClick={() => setOpen(true)}
      />
      <LazyDialog open={open}>{dialog(open, () => setOpen(false))}</LazyDialog>
    </>
  );
}
