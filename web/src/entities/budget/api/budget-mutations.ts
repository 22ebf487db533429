import type { BudgetPlan, BudgetPlanPayload } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { editedVersionHeaders, useInvalidate, type UpdateVariables } from '../../../lib/record-mutations';
import { projectKeys } from '../../project/api/project-queries';

/**
 * PUT replaces the whole plan, a change of its project: made on the project's version. The plan, the
 * forecast and the summaries refresh after it.
 */
export function useSaveBudgetPlan() {
  return useMutation({
    mutationFn: ({ id, version, payload }: UpdateVariables<BudgetPlanPayload>) =>
      api.put<BudgetPlan>(`/api/projects/${id}/budget`, payload, { headers: editedVersionHeaders(version) }),
    onSuccess: useInvalidate(projectKeys.all),
  });
}
