// What one expense contributes to the items that aggregate it. Creating adds it (+1), deleting removes
// it (-1), an update removes the old version and adds the new one; the builder merges the deltas.
import type { EstimateChanges } from './estimate-commitments';
import { applyExpenseBasis } from './expense-basis';
import { NotFoundError } from './errors';
import { monthOf, type ExpenseFacts } from './expense-facts';
import { addScopeDays } from './expense-scope-days';
import { applyExpenseTotals } from './expense-totals';
import { projectDaysKey, projectKey } from './keys';
import { conditions, type TransactionBuilder } from './transaction';

export interface EffectOptions {
  /** Adding to a project/estimate this expense was not in before requires it live (not being deleted). */
  newProject?: boolean;
  newEstimate?: boolean;
}

/** Day-count attribute on the per-month item: 'd05' for the 5th. */
function dayAttribute(date: string): string {
  return `d${date.slice(8, 10)}`;
}

/**
 * The estimate's paid total goes through `estimates` (read before the transaction is built), which
 * also moves its commitment; `settle` it once every effect is applied.
 */
export function applyExpenseEffects(
  transaction: TransactionBuilder,
  householdId: string,
  facts: ExpenseFacts,
  sign: 1 | -1,
  estimates: EstimateChanges,
  options: EffectOptions = {},
): void {
  const amount = sign * facts.amountCents;
  const linked = facts.estimateId !== null;
  transaction.update(
    projectKey(householdId, facts.projectId),
    {
      add: [
        { path: ['spentCents'], delta: amount },
        { path: ['spentByCategory', facts.categoryKey], delta: amount },
        { path: ['expenseCount'], delta: sign },
        { path: ['expenseMonths', monthOf(facts.date)], delta: sign },
        { path: ['paidEstimatesCents'], delta: linked ? amount : 0 },
      ],
    },
    {
      condition: sign > 0 && options.newProject ? conditions.live : conditions.exists,
      onConditionFailed: () => new NotFoundError('project', facts.projectId),
    },
  );
  transaction.update(projectDaysKey(householdId, facts.projectId, monthOf(facts.date)), {
    add: [{ path: [dayAttribute(facts.date)], delta: sign }],
  });
  // An expense stored before the scope-day counts is in none (scope-days-upgrade.ts counts it).
  if (sign > 0 || facts.inScopeCounts) addScopeDays(transaction, householdId, facts, sign);
  applyExpenseTotals(transaction, householdId, facts, sign);
  applyExpenseBasis(transaction, householdId, facts, sign);
  if (facts.estimateId !== null)
    estimates.addPaid(facts.estimateId, amount, sign, sign > 0 && options.newEstimate === true);
}
