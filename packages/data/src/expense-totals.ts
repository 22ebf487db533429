// The assistant's totals, kept by every expense write in its own transaction (see expense-effects.ts):
// - on the project's per-month item (projectDaysKey), per category, payment method and contractor, the
//   cents and the count of that month's expenses: `cents_category_materials`, `count_method_cash`,
//   `cents_contractor_12`, `count_contractor_none`. Top-level attributes, so ADD creates them
//   (totals-shape.ts).
// - on the project item, paid per contractor over all months: the maps `paidByContractor` and
//   `countByContractor` (key: contractor id, or 'none').
// An expense whose contribution they hold carries `inTotals`; one stored before them has none and is
// counted by the lazy upgrade (totals-upgrade.ts), so a write subtracts only what was added.
import { NotFoundError } from './errors';
import { contractorKeyOf, type TotalsFacts } from './expense-facts';
import { projectKey } from './keys';
import { conditions, type TransactionBuilder } from './transaction';
import { addMonthTotals } from './totals-shape';
import { upgradeProjectTotals } from './totals-upgrade';

/** Adds (+1) or removes (-1) one expense's contribution; removing an uncounted one changes nothing. */
export function applyExpenseTotals(
  transaction: TransactionBuilder,
  householdId: string,
  facts: TotalsFacts,
  sign: 1 | -1,
): void {
  if (sign < 0 && !facts.counted) return;
  addMonthTotals(transaction, householdId, facts, sign);
  const contractor = contractorKeyOf(facts.contractorId);
  transaction.update(
    projectKey(householdId, facts.projectId),
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
      repair: (ctx) => upgradeProjectTotals(ctx, householdId, facts.projectId),
    },
  );
}
