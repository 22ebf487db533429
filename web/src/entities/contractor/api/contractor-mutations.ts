import type { Contractor, ContractorPayload } from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCreateMutation } from '../../../lib/use-create-mutation';
import { subscriptionKeys } from '../../subscription/api/subscription-queries';
import { estimateKeys } from '../../estimate/api/estimate-queries';
import { expenseKeys } from '../../expense/api/expense-queries';
import { projectKeys } from '../../project/api/project-queries';
import { contractorKeys } from './contractor-queries';

/** SPEC §7: after a contractor changes, the contractor list and count (and the plan usage) refresh. */
function useRefreshContractors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractorKeys.all }),
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
    ]);
}

export function useCreateContractor() {
  const queryClient = useQueryClient();
  const refresh = useRefreshContractors();
  return useCreateMutation<ContractorPayload, Contractor>('/api/contractors', (created) => {
    // In the list at once, so a select that preselects the new contractor can show its name.
    queryClient.setQueryData<Contractor[]>(contractorKeys.all, (list) => (list ? [...list, created] : list));
    return refresh();
  });
}

export function useUpdateContractor() {
  const refresh = useRefreshContractors();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: ContractorPayload }) =>
      api.put<Contractor>(`/api/contractors/${id}`, payload),
    onSuccess: refresh,
  });
}

/**
 * Deleting a contractor deletes its estimates and unlinks its expenses on the server, so those lists and
 * the project summaries (approved and paid estimate totals) refresh too.
 */
export function useDeleteContractor() {
  const queryClient = useQueryClient();
  const refresh = useRefreshContractors();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/contractors/${id}`),
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: estimateKeys.all }),
        queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
  });
}
