// The assistant's totals, kept by every expense write in its own transaction (see expense-effects.ts):
// - on the project's per-month item (projectDaysKey), per category, payment method and contractor, the
//   cents and the count of that month's expenses: `cents_category_materials`, `count_method_cash`,
//   `cents_contractor_12`, `count_contractor_none`. Top-level attributes, so ADD creates them.
// - on the project item, paid per contractor over all months: the maps `paidByContractor` and
//   `countByContractor` (key: contractor id, or 'none').
// An expense whose contribution they hold carries `inTotals`; one stored before them has none and is
// counted by the lazy upgrade (totals-upgrade.ts), so a write subtracts only what was added.
import { NotFoundError } from './errors';
import { projectDaysKey, projectKey } from './keys';
import { conditions, type TransactionBuilder } from './transaction';
import { upgradeProjectTotals } from './totals-upgrade';

export const TOTALS_DIMENSIONS = ['category', 'method', 'contractor'] as const;
export type TotalsDimension = (typeof TOTALS_DIMENSIONS)[number];

/** The contractor key of an expense without one. */
export const NO_CONTRACTOR = 'none';

export const centsAttribute = (dimension: TotalsDimension, key: string) => `cents_${dimension}_${key}`;
export const countAttribute = (dimension: TotalsDimension, key: string) => `count_${dimension}_${key}`;

export function contractorKeyOf(contractorId: number | null): string {
  return contractorId === null ? NO_CONTRACTOR : String(contractorId);
}

export interface TotalsFacts {
  projectId: number;
  amountCents: number;
  categoryKey: string;
  paymentMethod: string;
  contractorId: number | null;
  date: string;
  /** The stored expense's contribution is in the totals (it carries `inTotals`). */
  counted: boolean;
}

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
  userId: string,
  facts: TotalsFacts,
  sign: 1 | -1,
): void {
  const keys = keysOf(facts);
  transaction.update(projectDaysKey(userId, facts.projectId, facts.date.slice(0, 7)), {
    add: TOTALS_DIMENSIONS.flatMap((dimension) => [
      { path: [centsAttribute(dimension, keys[dimension])], delta: sign * facts.amountCents },
      { path: [countAttribute(dimension, keys[dimension])], delta: sign },
    ]),
  });
}

/** Adds (+1) or removes (-1) one expense's contribution; removing an uncounted one changes nothing. */
export function applyExpenseTotals(
  transaction: TransactionBuilder,
  userId: string,
  facts: TotalsFacts,
  sign: 1 | -1,
): void {
  if (sign < 0 && !facts.counted) return;
  addMonthTotals(transaction, userId, facts, sign);
  const contractor = contractorKeyOf(facts.contractorId);
  transaction.update(
    projectKey(userId, facts.projectId),
    {
      add: [
        { path: ['paidByContractor', contractor], delta: sign * facts.amountCents },
        { path: ['countByContractor', contractor], delta: sign },
      ],
    },
    {
      condition: conditions.exists,
      onConditionFailed: () => new NotFoundError('project', facts.projectId),
      // A project stored before the totals has no maps: the upgrade gives it them, the attempt re-runs.
      repair: (ctx) => upgradeProjectTotals(ctx, userId, facts.projectId),
    },
  );
}
