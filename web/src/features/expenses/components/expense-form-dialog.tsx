import { FREE_PLAN_LIMITS, type Expense } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '../../../components/form/form-dialog';
import { expenseQueries } from '../../../entities/expense/api/expense-queries';
import { ExpenseForm } from './expense-form';
import { PlanLimitDialog } from '../../../components/plan-limit-dialog';
import type { ExpenseOutboxEntry } from '../../../entities/outbox/api/outbox-store';
import { useOnline } from '../../../lib/connection/use-online';

interface ExpenseFormDialogProps {
  open: boolean;
  projectId: number;
  /** The list's copy of the expense to edit; absent to add one. */
  expense?: Expense | null | undefined;
  /** A waiting (offline) expense to edit instead. */
  waiting?: ExpenseOutboxEntry | null | undefined;
  onClose: () => void;
}

/**
 * Add: asks can_create first and shows the limit dialog instead of the form when the plan is full
 * (the form opens anyway if that check fails). Edit: refetches the expense by id, falling back to
 * the list's copy (docs/product.md#expense-form).
 */
export function ExpenseFormDialog({ open, projectId, expense, waiting, onClose }: ExpenseFormDialogProps) {
  const adding = !expense && !waiting;
  // Offline the limit cannot be asked: the form opens, and the server decides when the expense syncs.
  const online = useOnline();
  // The 'Add Expense' click already started this check (usePrefetchExpenseLimit): no second request.
  const canCreate = useQuery({
    ...expenseQueries.canCreate(),
    enabled: open && adding,
    refetchOnMount: false,
  });
  const fresh = useQuery({ ...expenseQueries.detail(expense?.id ?? 0), enabled: open && !!expense });

  if (open && adding && canCreate.data?.canCreate === false) {
    return (
      <PlanLimitDialog
        resource="expenses"
        open
        count={canCreate.data.count}
        limit={FREE_PLAN_LIMITS.expenses}
        onClose={onClose}
      />
    );
  }

  const checking = adding ? canCreate.isPending && online : !!expense && fresh.isPending && online;
  const editedExpense = expense ? (fresh.data ?? expense) : null;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={adding ? 'Add Expense' : 'Edit Expense'}
      loading={checking}
    >
      <ExpenseForm projectId={projectId} expense={editedExpense} waiting={waiting} onDone={onClose} />
    </FormDialog>
  );
}
