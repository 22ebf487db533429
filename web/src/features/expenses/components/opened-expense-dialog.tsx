import type { Expense } from '@reno/domain';
import { LazyDialog } from '../../../components/lazy-dialog';
import { ExpenseDetailsDialog } from './lazy-expense-dialogs';

interface OpenedExpenseDialogProps {
  /** The expense a list opened; null while none is. */
  expense: Expense | null;
  projectId: number;
  onClose: () => void;
}

/** The details of the expense a list opened (edit and delete among them), loaded on first opening. */
export function OpenedExpenseDialog({ expense, projectId, onClose }: OpenedExpenseDialogProps) {
  return (
    <LazyDialog open={!!expense}>
      <ExpenseDetailsDialog
        key={expense?.id ?? 'none'}
        expense={expense}
        projectId={projectId}
        onClose={onClose}
      />
    </LazyDialog>
  );
}
