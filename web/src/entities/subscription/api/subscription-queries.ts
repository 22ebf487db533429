import type { SubscriptionStatusView } from '@reno/domain';
import { answerQuery } from '../../../lib/api-queries';

// The key is the GET path (docs/product.md#client-data-loading), so any feature that changes usage
// can invalidate it.
export const subscriptionKeys = {
  status: ['/api/subscription-status'] as const,
};

export const subscriptionQueries = {
  status: () => answerQuery<SubscriptionStatusView>(subscriptionKeys.status, '/api/subscription-status'),
};
