// Free-plan limits as DynamoDB conditions, so they hold under concurrency (checked inside the create
// transaction, not before it). The same rule in JavaScript is @reno/domain's isPro.
import { FREE_PLAN_LIMITS } from '@reno/domain';
import type { Condition } from './transaction';

export { FREE_PLAN_LIMITS };

/**
 * True when the profile may take one more: under the free limit, or Pro (status 'active', or
 * 'cancelled' with subscriptionEndDate after now; ISO strings compare in time order).
 */
export function withinPlanLimit(
  counter: 'expenseCount' | 'contractorCount',
  limit: number,
  now: Date,
): Condition {
  return (p) => {
    const count = p.name(counter);
    const status = p.name('subscriptionStatus');
    return (
      `attribute_not_exists(${count}) OR ${count} < ${p.value(limit)} OR ${status} = ${p.value('active')}` +
      ` OR (${status} = ${p.value('cancelled')} AND ${p.name('subscriptionEndDate')} > ${p.value(now.toISOString())})`
    );
  };
}
