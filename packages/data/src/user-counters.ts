// The profile's counters of what the user has, moved in the same transaction as the items they count
// (with the operator's totals, admin-totals.ts). The Free-plan limits are conditions of that transaction, so
// they hold under concurrency (checked inside the create, not before it). The same rule in JavaScript is
// @reno/domain's isPro.
import { FREE_PLAN_LIMITS, HOUSEHOLD_SEATS } from '@reno/domain';
import { countInAdminTotals } from './admin-totals';
import { PlanLimitError, type HouseholdFullError, type LimitedResource } from './errors';
import { profileKey } from './keys';
import type { Condition, TransactionBuilder } from './transaction';

type LimitedCounter = 'expenseCount' | 'contractorCount';

const COUNTER_OF: Record<LimitedResource, LimitedCounter> = {
  expenses: 'expenseCount',
  contractors: 'contractorCount',
};

/**
 * The profile is on Pro: status 'active', or 'cancelled' with subscriptionEndDate after now (ISO strings
 * compare in time order).
 */
const onPro =
  (now: Date): Condition =>
  (p) => {
    const status = p.name('subscriptionStatus');
    return (
      `${status} = ${p.value('active')}` +
      ` OR (${status} = ${p.value('cancelled')} AND ${p.name('subscriptionEndDate')} > ${p.value(now.toISOString())})`
    );
  };

/** True when the profile may take one more: under the free limit, or Pro. */
function withinPlanLimit(counter: LimitedCounter, limit: number, now: Date): Condition {
  return (p) => {
    const count = p.name(counter);
    return `attribute_not_exists(${count}) OR ${count} < ${p.value(limit)} OR ${onPro(now)(p)}`;
  };
}

/**
 * Counts `count` more expenses or contractors (one, but for an import's batch); when they would go past the
 * Free limit the transaction fails with PlanLimitError.
 */
export function countWithinPlanLimit(
  transaction: TransactionBuilder,
  householdId: string,
  resource: LimitedResource,
  now: Date,
  count = 1,
): void {
  const counter = COUNTER_OF[resource];
  const limit = FREE_PLAN_LIMITS[resource];
  transaction.update(
    profileKey(householdId),
    { add: [{ path: [counter], delta: count }] },
    {
      // Room for all of them: fewer than limit - (count - 1) now.
      condition: withinPlanLimit(counter, limit - (count - 1), now),
      onConditionFailed: () => new PlanLimitError(resource, limit),
    },
  );
  if (resource === 'expenses') countInAdminTotals(transaction, { expenses: count });
}

/** Takes back what creates counted (a delete, a cascade): `count` fewer of the resource. */
export function uncount(
  transaction: TransactionBuilder,
  householdId: string,
  resource: LimitedResource,
  count = 1,
): void {
  transaction.update(profileKey(householdId), { add: [{ path: [COUNTER_OF[resource]], delta: -count }] });
  if (resource === 'expenses') countInAdminTotals(transaction, { expenses: -count });
}

/** A project made (`sign` 1) or removed (-1): the profile's count and total budget, and the operator's total. */
export function countProject(
  transaction: TransactionBuilder,
  householdId: string,
  budgetCents: number,
  sign: 1 | -1,
): void {
  transaction.update(profileKey(householdId), {
    add: [
      { path: ['projectCount'], delta: sign },
      { path: ['totalBudgetCents'], delta: sign * budgetCents },
    ],
  });
  countInAdminTotals(transaction, { projects: sign });
}

/** Members a household holds besides its owner, on the owner's profile. */
const MEMBER_COUNTER = 'memberCount';

/**
 * The household (its owner's profile) has a free seat: its members are fewer than the owner's plan allows
 * (docs/product.md#households). The one seat rule; @reno/domain's isHouseholdFull is the same in JavaScript.
 */
const seatFree =
  (now: Date): Condition =>
  (p) => {
    const count = p.name(MEMBER_COUNTER);
    return (
      `attribute_not_exists(${count}) OR ${count} < ${p.value(HOUSEHOLD_SEATS.free - 1)}` +
      ` OR ((${onPro(now)(p)}) AND ${count} < ${p.value(HOUSEHOLD_SEATS.pro - 1)})`
    );
  };

/**
 * Counts one more member of the household: within its seats, else the transaction fails with `whenFull`. A
 * condition of the transaction that adds the member, so two people accepting at once cannot both take the
 * last seat.
 */
export function countMemberWithinSeats(
  transaction: TransactionBuilder,
  householdId: string,
  now: Date,
  whenFull: () => HouseholdFullError,
): void {
  transaction.update(
    profileKey(householdId),
    { add: [{ path: [MEMBER_COUNTER], delta: 1 }] },
    { condition: seatFree(now), onConditionFailed: whenFull },
  );
}

/** Fails the transaction with `whenFull` unless the household has a free seat (an invitation's). */
export function requireFreeSeat(
  transaction: TransactionBuilder,
  householdId: string,
  now: Date,
  whenFull: () => HouseholdFullError,
): void {
  transaction.check(profileKey(householdId), seatFree(now), whenFull);
}

/** Frees a member's seat (removed, or left). */
export function uncountMember(transaction: TransactionBuilder, householdId: string): void {
  transaction.update(profileKey(householdId), { add: [{ path: [MEMBER_COUNTER], delta: -1 }] });
}
