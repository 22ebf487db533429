import { canCreateWithin } from '@reno/domain';
import { useQuery } from '@tanstack/react-query';
import { subscriptionQueries } from '../../subscription/api/subscription-queries';
import { contractorQueries } from '../api/contractor-queries';

export type ContractorLimitCheck =
  { status: 'checking' } | { status: 'allowed' } | { status: 'reached'; count: number; limit: number };

/**
 * On create, the limit dialog (docs/product.md#plan-limit-dialog) opens when the count is at least the plan's
 * limit (3 on Free). The count comes from /api/contractors/count, the limit from the subscription view (null
 * = unlimited), both fetched afresh when the caller mounts. If either check fails the form opens anyway: the
 * server still refuses a create over the limit.
 */
export function useContractorLimit(enabled: boolean): ContractorLimitCheck {
  const count = useQuery({ ...contractorQueries.count(), enabled });
  const status = useQuery({ ...subscriptionQueries.status(), enabled });

  if (!enabled || count.isError || status.isError) return { status: 'allowed' };
  // A cached answer may be out of date (another tab, a delete): wait for this mount's own fetch.
  if (!count.isFetchedAfterMount || !status.isFetchedAfterMount || !count.data || !status.data) {
    return { status: 'checking' };
  }
  const limit = status.data.contractorLimit;
  return limit === null || canCreateWithin(limit, count.data.count)
    ? { status: 'allowed' }
    : { status: 'reached', count: count.data.count, limit };
}
