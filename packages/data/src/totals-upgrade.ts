// Projects and expenses stored before the assistant's totals (expense-totals.ts): the project has no
// `paidByContractor`/`countByContractor` maps and its expenses no `inTotals`. lazy-upgrade.ts counts them
// the first time a write or a tool needs them; `totalsVersion` on the project marks it done.
//
// Invariant: the project's maps and its month items' totals = Σ over its expenses that carry `inTotals`.
import type { DataContext } from './context';
import { projectExpenses } from './access-patterns';
import { contractorKeyOf, expenseFacts } from './expense-facts';
import { expenseKey } from './keys';
import {
  addToProjectMaps,
  getProjectItemUpgraded,
  giveTerm,
  upgradeProjectOnce,
  type ProjectUpgrade,
} from './lazy-upgrade';
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
      addMonthTotals(transaction, chunk.userId, facts, 1);
      giveTerm(transaction, expenseKey(chunk.userId, num(expense.id)), expense, 'inTotals', {
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

/** Gives a project stored before the totals its totals (see lazy-upgrade.ts for the reads). */
export function upgradeProjectTotals(ctx: DataContext, userId: string, projectId: number): Promise<void> {
  return upgradeProjectOnce(ctx, userId, projectId, totalsUpgrade);
}

/** The project item with its totals: one GetItem, plus the upgrade the first time. */
export function getProjectItemWithTotals(
  ctx: DataContext,
  userId: string,
  projectId: number,
): Promise<Item | undefined> {
  return getProjectItemUpgraded(ctx, userId, projectId, totalsUpgrade);
}
