import { TIMINGS } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscriptionQueries } from '../../../entities/subscription/api/subscription-queries';

/**
 * The status is polled every 30 s (docs/product.md#billing-screen), and re-checked 1 s after the tab becomes
 * visible again (e.g. back from Stripe's page in another tab).
 */
export function useSubscriptionStatus() {
  const query = useQuery({ ...subscriptionQueries.status(), refetchInterval: TIMINGS.subscriptionPollMs });
  const { refetch } = query;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onVisibilityChange = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') {
        timer = setTimeout(() => void refetch(), TIMINGS.visibilityRecheckMs);
      }
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [refetch]);

  return query;
}
