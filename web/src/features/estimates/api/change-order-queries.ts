import type { ChangeOrder } from '@reno/domain';
import { answerQuery } from '../../../lib/api-queries';

// Under '/api/estimates': a change to the estimates refreshes their change orders too.
const changeOrderKeys = {
  forEstimate: (estimateId: number) => ['/api/estimates', estimateId, 'change-orders'] as const,
};

export const changeOrderQueries = {
  forEstimate: (estimateId: number) =>
    answerQuery<ChangeOrder[]>(
      changeOrderKeys.forEstimate(estimateId),
      `/api/estimates/${estimateId}/change-orders`,
    ),
};
