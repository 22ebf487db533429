// The profile's counters of what the user has, moved in the same transaction as the items they count.
// The Free-plan limits are conditions of that transaction, so they hold under concurrency (checked inside
// the create, not before it). The same rule in JavaScript is @reno/domain's isPro.
import { FREE_PLAN_LIMITS } from '@reno/domain';
import { PlanLimitError, type LimitedResource } from './errors';
import { profileKey } from './keys';
import type { Condition, TransactionBuilder } from './transaction';

type LimitedCounter = 'expenseCount' | 'contractorCount';

const COUNTER_OF: Record<LimitedResource, LimitedCounter> = {
  expenses: 'expenseCount',
  contractors: 'contractorCount',
};

/**
 * True when the profile may take one more: under the free limit, or Pro (status 'active', or
 * 'cancelled' with subscriptionEndDate after now; ISO strings compare in time order).
 */
function withinPlanLimit(counter: LimitedCounter, limit: number, now: Date): Condition {
  return (p) => {
    const count = p.name(counter);
    const status = p.name('subscriptionStatus');
    return (
      `attribute_not_exists(${count}) OR ${count} < ${p.value(limit)} OR ${status} = ${p.value('active')}` +
      ` OR (${status} = ${p.value('cancelled')} AND ${p.name('subscriptionEndDate')} > ${p.value(now.toISOString())})`
    );
  };
}

/** Counts one more expense or contractor; past the Free limit the transaction fails with PlanLimitError. */
export function countWithinPlanLimit(
  transaction: TransactionBuilder,
  userId: string,
  resource: LimitedResource,
  now: Date,
): void {
  const counter = COUNTER_OF[resource];
  const limit = FREE_PLAN_LIMITS[resource];
  transaction.update(
    profileKey(userId),
    { add: [{ path: [counter], delta: 1 }] },
    {
      condition: withinPlanLimit(counter, limit, now),
      onConditionFailed: () => new PlanLimitError(resource, limit),
    },
  );
}

/** Takes back what creates counted (a delete, a cascade): `count` fewer of the resource. */
export function uncount(
  transaction: TransactionBuilder,
  userId: string,
  resource: LimitedResource,
  count = 1,
): void {
  transaction.update(profileKey(userId), { add: [{ path: [COUNTER_OF[resource]], delta: -count }] });
}
