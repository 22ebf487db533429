import type { Expense, ExpensePayload } from '@reno/domain';
import {
  useCreateMutation,
  useDeleteMutation,
  useInvalidate,
  useUpdateMutation,
} from '../../../lib/record-mutations';
import { estimateKeys } from '../../estimate/api/estimate-queries';
import { projectKeys } from '../../project/api/project-queries';
import { expenseKeys } from './expense-queries';

/**
 * After an expense changes (docs/product.md#client-data-loading), the expense lists, the projects and their
 * summaries refresh; so do the estimates, whose paid amounts come from their linked expenses.
 */
const EXPENSE_QUERIES = [expenseKeys.all, projectKeys.all, estimateKeys.all];

/** Refreshes what expenses feed, after expenses changed other than through these (a statement import). */
export function useInvalidateExpenses() {
  return useInvalidate(...EXPENSE_QUERIES);
}

export function useCreateExpense() {
  return useCreateMutation<ExpensePayload, Expense>('/api/expenses', useInvalidate(...EXPENSE_QUERIES));
}

export function useUpdateExpense() {
  return useUpdateMutation<ExpensePayload, Expense>('/api/expenses', useInvalidate(...EXPENSE_QUERIES));
}

export function useDeleteExpense() {
  return useDeleteMutation('/api/expenses', useInvalidate(...EXPENSE_QUERIES));
}
