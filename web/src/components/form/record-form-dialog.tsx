import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';

interface RecordFormDialogProps {
  open: boolean;
  /** The record's name in the title: 'Add Room', 'Edit Room'. */
  noun: string;
  editing: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A record's form in a FormDialog titled 'Add <noun>' or 'Edit <noun>', mounted only while open: each
 * opening starts with a fresh form.
 */
export function RecordFormDialog({ open, noun, editing, onClose, children }: RecordFormDialogProps) {
  if (!open) return null;
  return (
    <FormDialog open onClose={onClose} title={`${editing ? 'Edit' : 'Add'} ${noun}`}>
      {children}
    </FormDialog>
  );
}
