import {
  PLAN_LIMIT_MESSAGES,
  TIMINGS,
  type Expense,
  type ExpenseFormValues,
  type ExpensePayload,
} from '@reno/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useSaveForm } from '../../../components/form/use-save-form';
import { useToast } from '../../../components/toast/use-toast';
import { useCreateExpense, useUpdateExpense } from '../../../entities/expense/api/expense-mutations';
import { expenseToFields } from '../utils/expense-fields';

interface SaveExpenseOptions {
  projectId: number;
  /** The expense being edited; absent when adding one. */
  expense?: Expense | null | undefined;
  onSaved?: ((expense: Expense) => void) | undefined;
}

/**
 * Saves the expense form: adds an expense (and empties the form for the next one) or updates `expense`,
 * with the toasts of docs/product.md#expense-form; a refusal for the plan's limit says 'Upgrade Required'.
 */
export function useSaveExpense(
  form: UseFormReturn<ExpenseFormValues, unknown, ExpensePayload>,
  { projectId, expense, onSaved }: SaveExpenseOptions,
) {
  const editing = !!expense;
  const { toast } = useToast();
  return useSaveForm(form, {
    create: useCreateExpense(),
    update: useUpdateExpense(),
    editingId: expense?.id,
    successToast: {
      title: editing ? 'Expense updated' : 'Expense added',
      description: editing ? 'Expense updated successfully' : 'Expense added successfully',
      variant: 'success',
      duration: TIMINGS.expenseToastMs,
    },
    onSaved: (saved) => {
      if (!editing) form.reset(expenseToFields(projectId));
      onSaved?.(saved);
    },
    onUpgradeRequired: () =>
      toast({ title: 'Upgrade Required', description: PLAN_LIMIT_MESSAGES.expenses, variant: 'destructive' }),
    toastValidation: true,
    failureToast: (message) => ({
      title: 'Error',
      description: message || 'Failed to save expense. Please try again.',
    }),
  });
}
