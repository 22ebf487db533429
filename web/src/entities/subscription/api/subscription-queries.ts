import type { SubscriptionStatusView } from '@reno/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The key is the GET path (docs/product.md#client-data-loading), so any feature that changes usage
// can invalidate it.
export const subscriptionKeys = {
  status: ['/api/subscription-status'] as const,
};

export const subscriptionQueries = {
  status: () =>
    queryOptions({
      queryKey: subscriptionKeys.status,
      queryFn: () => api.get<SubscriptionStatusView>('/api/subscription-status'),
    }),
};
