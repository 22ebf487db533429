import type { ChangeOrder } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Under '/api/estimates': a change to the estimates refreshes their change orders too.
const changeOrderKeys = {
  forEstimate: (estimateId: number) => ['/api/estimates', estimateId, 'change-orders'] as const,
};

export const changeOrderQueries = {
  forEstimate: (estimateId: number) =>
    queryOptions({
      queryKey: changeOrderKeys.forEstimate(estimateId),
      queryFn: () => api.get<ChangeOrder[]>(`/api/estimates/${estimateId}/change-orders`),
    }),
};
