// The shape of the assistant's totals (expense-totals.ts): their attribute names on a project's per-month
// item, one expense's share of that item, and the version that marks an expense or a project counted.
// A leaf: the write path and the upgrade (totals-upgrade.ts) both build on it.
import { contractorKeyOf, monthOf, type TotalsFacts } from './expense-facts';
import { projectDaysKey } from './keys';
import type { TransactionBuilder } from './transaction';

/** The shape of the totals a project item (`totalsVersion`) and a counted expense (`inTotals`) carry. */
export const TOTALS_VERSION = 1;

const TOTALS_DIMENSIONS = ['category', 'method', 'contractor'] as const;
export type TotalsDimension = (typeof TOTALS_DIMENSIONS)[number];

export const centsAttribute = (dimension: TotalsDimension, key: string) => `cents_${dimension}_${key}`;
export const countAttribute = (dimension: TotalsDimension, key: string) => `count_${dimension}_${key}`;

function keysOf(facts: TotalsFacts): Record<TotalsDimension, string> {
  return {
    category: facts.categoryKey,
    method: facts.paymentMethod,
    contractor: contractorKeyOf(facts.contractorId),
  };
}

/** The month item's share of one expense's contribution (the upgrade adds only this and the maps). */
export function addMonthTotals(
  transaction: TransactionBuilder,
  householdId: string,
  facts: TotalsFacts,
  sign: 1 | -1,
): void {
  const keys = keysOf(facts);
  transaction.update(projectDaysKey(householdId, facts.projectId, monthOf(facts.date)), {
    add: TOTALS_DIMENSIONS.flatMap((dimension) => [
      { path: [centsAttribute(dimension, keys[dimension])], delta: sign * facts.amountCents },
      { path: [countAttribute(dimension, keys[dimension])], delta: sign },
    ]),
  });
}
