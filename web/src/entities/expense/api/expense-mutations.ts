import type { Expense, ExpensePayload } from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCreateMutation } from '../../../lib/use-create-mutation';
import { estimateKeys } from '../../estimate/api/estimate-queries';
import { projectKeys } from '../../project/api/project-queries';
import { expenseKeys } from './expense-queries';

/**
 * SPEC §7: after an expense changes, the expense lists, the projects and their summaries refresh; so do
 * the estimates, whose paid amounts come from their linked expenses.
 */
function useRefreshAfterExpenseChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      queryClient.invalidateQueries({ queryKey: estimateKeys.all }),
    ]);
}

export function useCreateExpense() {
  const refresh = useRefreshAfterExpenseChange();
  return useCreateMutation<ExpensePayload, Expense>('/api/expenses', refresh);
}

export function useUpdateExpense() {
  const refresh = useRefreshAfterExpenseChange();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: ExpensePayload }) =>
      api.put<Expense>(`/api/expenses/${id}`, payload),
    onSuccess: refresh,
  });
}

export function useDeleteExpense() {
  const refresh = useRefreshAfterExpenseChange();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/expenses/${id}`),
    onSuccess: refresh,
  });
}
