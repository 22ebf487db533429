import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { householdQueries } from '../api/household-queries';
import { useActiveHousehold } from './active-household-provider';

/**
 * An account that has not chosen a household on this device, whose own household has no project and that
 * belongs to another household (an invited member, the demo's second login), opens that one rather than the
 * first-project screen (docs/product.md#household-switcher). Returns whether it is still deciding or
 * switching, so the first-project screen does not flash first.
 */
export function useOpenSharedHousehold(ownIsEmpty: boolean): boolean {
  const { householdId, chosen, switchTo } = useActiveHousehold();
  const list = useQuery(householdQueries.list());
  const deciding = ownIsEmpty && householdId === null && !chosen;
  const shared = deciding ? list.data?.find((household) => household.role !== 'owner') : undefined;
  useEffect(() => {
    if (shared) void switchTo(shared.id);
  }, [shared, switchTo]);
  // Waits for the account's households while they load; failing or offline, the user stays in their own.
  const loading = list.isPending && list.fetchStatus === 'fetching';
  return deciding && (loading || shared !== undefined);
}
