import type { ChangeOrder, ChangeOrderPayload } from '@reno/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../entities/project/api/project-queries';
import { estimateKeys } from '../../../entities/estimate/api/estimate-queries';

/**
 * An approved change order revises its estimate (totals, payment progress) and the project's forecast:
 * the estimates, their change orders and the project figures refresh after every change.
 */
function useRefreshAfterChangeOrder() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: estimateKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    ]);
}

export function useCreateChangeOrder(estimateId: number) {
  const refresh = useRefreshAfterChangeOrder();
  return useMutation({
    mutationFn: (payload: ChangeOrderPayload) =>
      api.post<ChangeOrder>(`/api/estimates/${estimateId}/change-orders`, payload),
    onSuccess: refresh,
  });
}

/** Edits, approvals and rejections: PUT replaces the change order's fields. */
export function useUpdateChangeOrder() {
  const refresh = useRefreshAfterChangeOrder();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: ChangeOrderPayload }) =>
      api.put<ChangeOrder>(`/api/change-orders/${id}`, payload),
    onSuccess: refresh,
  });
}

export function useDeleteChangeOrder() {
  const refresh = useRefreshAfterChangeOrder();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/change-orders/${id}`),
    onSuccess: refresh,
  });
}
