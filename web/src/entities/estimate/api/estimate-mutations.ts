import type { Estimate, EstimatePayload } from '@reno/domain';
import {
  useCreateMutation,
  useDeleteMutation,
  useInvalidate,
  useUpdateMutation,
} from '../../../lib/record-mutations';
import { expenseKeys } from '../../expense/api/expense-queries';
import { projectKeys } from '../../project/api/project-queries';
import { estimateKeys } from './estimate-queries';

/** Estimates feed the project summary (approved and paid estimate totals): both refresh after a change. */
const ESTIMATE_QUERIES = [estimateKeys.all, projectKeys.all];

export function useCreateEstimate() {
  return useCreateMutation<EstimatePayload, Estimate>('/api/estimates', useInvalidate(...ESTIMATE_QUERIES));
}

export function useUpdateEstimate() {
  return useUpdateMutation<EstimatePayload, Estimate>('/api/estimates', useInvalidate(...ESTIMATE_QUERIES));
}

/** Deleting an estimate unlinks its expenses on the server, so the expense lists refresh too. */
export function useDeleteEstimate() {
  return useDeleteMutation('/api/estimates', useInvalidate(...ESTIMATE_QUERIES, expenseKeys.all));
}
