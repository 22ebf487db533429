import type { ChangeOrder, ChangeOrderPayload } from '@reno/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDeleteMutation, useInvalidate, useUpdateMutation } from '../../../lib/record-mutations';
import { projectKeys } from '../../../entities/project/api/project-queries';
import { estimateKeys } from '../../../entities/estimate/api/estimate-queries';

/**
 * An approved change order revises its estimate (totals, payment progress) and the project's forecast:
 * the estimates, their change orders and the project figures refresh after every change.
 */
const CHANGE_ORDER_QUERIES = [estimateKeys.all, projectKeys.all];

/** A change order is added without an Idempotency-Key (the API takes none for it), so never retried. */
export function useCreateChangeOrder(estimateId: number) {
  return useMutation({
    mutationFn: (payload: ChangeOrderPayload) =>
      api.post<ChangeOrder>(`/api/estimates/${estimateId}/change-orders`, payload),
    onSuccess: useInvalidate(...CHANGE_ORDER_QUERIES),
  });
}

/** Edits, approvals and rejections: PUT replaces the change order's fields. */
export function useUpdateChangeOrder() {
  return useUpdateMutation<ChangeOrderPayload, ChangeOrder>(
    '/api/change-orders',
    useInvalidate(...CHANGE_ORDER_QUERIES),
  );
}

export function useDeleteChangeOrder() {
  return useDeleteMutation('/api/change-orders', useInvalidate(...CHANGE_ORDER_QUERIES));
}
