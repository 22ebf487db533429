import type { Contractor, ContractorPayload } from '@reno/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCreateMutation,
  useDeleteMutation,
  useInvalidate,
  useUpdateMutation,
} from '../../../lib/record-mutations';
import { estimateKeys } from '../../estimate/api/estimate-queries';
import { expenseKeys } from '../../expense/api/expense-queries';
import { projectKeys } from '../../project/api/project-queries';
import { subscriptionKeys } from '../../subscription/api/subscription-queries';
import { contractorKeys } from './contractor-queries';

/**
 * After a contractor changes, the contractor list and count (and the plan usage) refresh
 * (docs/product.md#client-data-loading).
 */
const CONTRACTOR_QUERIES = [contractorKeys.all, subscriptionKeys.status];

export function useCreateContractor() {
  const queryClient = useQueryClient();
  const refresh = useInvalidate(...CONTRACTOR_QUERIES);
  return useCreateMutation<ContractorPayload, Contractor>('/api/contractors', (created) => {
    // In the list at once, so a select that preselects the new contractor can show its name.
    queryClient.setQueryData<Contractor[]>(contractorKeys.all, (list) => (list ? [...list, created] : list));
    return refresh();
  });
}

export function useUpdateContractor() {
  return useUpdateMutation<ContractorPayload, Contractor>(
    '/api/contractors',
    useInvalidate(...CONTRACTOR_QUERIES),
  );
}

/**
 * Deleting a contractor deletes its estimates and unlinks its expenses on the server, so those lists and
 * the project summaries (approved and paid estimate totals) refresh too.
 */
export function useDeleteContractor() {
  return useDeleteMutation(
    '/api/contractors',
    useInvalidate(...CONTRACTOR_QUERIES, estimateKeys.all, expenseKeys.all, projectKeys.all),
  );
}
