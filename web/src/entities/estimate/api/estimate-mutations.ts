import type { Estimate, EstimatePayload } from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCreateMutation } from '../../../lib/use-create-mutation';
import { expenseKeys } from '../../expense/api/expense-queries';
import { projectKeys } from '../../project/api/project-queries';
import { estimateKeys } from './estimate-queries';

/** Estimates feed the project summary (approved and paid estimate totals): both refresh after a change. */
function useRefreshAfterEstimateChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: estimateKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    ]);
}

export function useCreateEstimate() {
  const refresh = useRefreshAfterEstimateChange();
  return useCreateMutation<EstimatePayload, Estimate>('/api/estimates', refresh);
}

export function useUpdateEstimate() {
  const refresh = useRefreshAfterEstimateChange();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: EstimatePayload }) =>
      api.put<Estimate>(`/api/estimates/${id}`, payload),
    onSuccess: refresh,
  });
}

/** Deleting an estimate unlinks its expenses on the server, so the expense lists refresh too. */
export function useDeleteEstimate() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterEstimateChange();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/estimates/${id}`),
    onSuccess: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: expenseKeys.all })]),
  });
}
