import { useQueryClient } from '@tanstack/react-query';
import { expenseQueries } from '../../../entities/expense/api/expense-queries';

/**
 * For the 'Add Expense' buttons: starts the add dialog's plan-limit check at the click, while the
 * dialog's code may still be downloading, rather than after it arrives.
 */
export function usePrefetchExpenseLimit(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.prefetchQuery(expenseQueries.canCreate());
}
