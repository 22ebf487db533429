import type { BudgetPlan, BudgetPlanPayload } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidate } from '../../../lib/record-mutations';
import { projectKeys } from '../../project/api/project-queries';

/** PUT replaces the whole plan; the plan, the forecast and the summaries refresh after it. */
export function useSaveBudgetPlan(projectId: number) {
  return useMutation({
    mutationFn: (payload: BudgetPlanPayload) =>
      api.put<BudgetPlan>(`/api/projects/${projectId}/budget`, payload),
    onSuccess: useInvalidate(projectKeys.all),
  });
}
