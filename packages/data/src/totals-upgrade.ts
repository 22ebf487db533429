// Projects and expenses stored before the assistant's totals (expense-totals.ts): the project has no
// `paidByContractor`/`countByContractor` maps and its expenses no `inTotals`. lazy-upgrade.ts counts them
// the first time a write or a tool needs them; `totalsVersion` on the project marks it done.
//
// Invariant: the project's maps and its month items' totals = Σ over its expenses that carry `inTotals`.
import { projectExpenses } from './access-patterns';
import { contractorKeyOf, expenseFacts } from './expense-facts';
import { expenseKey } from './keys';
import { addToProjectMaps, giveTerm, lazyUpgrade, type ProjectUpgrade } from './lazy-upgrade';
import type { Item } from './requests';
import { addMonthTotals, TOTALS_VERSION } from './totals-shape';
import { num } from './validate';

export function hasTotals(project: Item): boolean {
  return num(project.totalsVersion) >= TOTALS_VERSION;
}

function add(map: Record<string, number>, key: string, delta: number) {
  map[key] = (map[key] ?? 0) + delta;
}

const totalsUpgrade: ProjectUpgrade = {
  isDone: hasTotals,
  members: projectExpenses,
  // Each expense also feeds its month's item: 30 expenses, ≤ 30 month items and the project.
  perTransaction: 30,
  isUncounted: (expense, projectId) => num(expense.projectId) === projectId && expense.inTotals === undefined,
  count(transaction, chunk) {
    const paid: Record<string, number> = {};
    const counts: Record<string, number> = {};
    for (const expense of chunk.uncounted) {
      const facts = expenseFacts(expense);
      const contractor = contractorKeyOf(facts.contractorId);
      add(paid, contractor, facts.amountCents);
      add(counts, contractor, 1);
      addMonthTotals(transaction, chunk.householdId, facts, 1);
      giveTerm(transaction, expenseKey(chunk.householdId, num(expense.id)), expense, 'inTotals', {
        inTotals: TOTALS_VERSION,
      });
    }
    addToProjectMaps(
      transaction,
      chunk,
      { paidByContractor: paid, countByContractor: counts },
      { totalsVersion: TOTALS_VERSION },
    );
  },
};

/**
 * upgradeProjectTotals gives a project stored before the totals its totals (lazy-upgrade.ts has the
 * reads); getProjectItemWithTotals reads the project item with them: one GetItem, plus the upgrade the
 * first time.
 */
export const { upgrade: upgradeProjectTotals, projectItem: getProjectItemWithTotals } =
  lazyUpgrade(totalsUpgrade);
