// Projects and expenses stored before the assistant's totals (expense-totals.ts): the project has no
// `paidByContractor`/`countByContractor` maps and its expenses no `inTotals`. lazy-upgrade.ts counts them
// the first time a write or a tool needs them; `totalsVersion` on the project marks it done.
//
// Invariant: the project's maps and its month items' totals = Σ over its expenses that carry `inTotals`.
import type { DataContext } from './context';
import { projectExpenses } from './access-patterns';
import { contractorKeyOf, expenseFacts } from './expense-facts';
import { expenseKey, projectKey } from './keys';
import { getProjectItemUpgraded, upgradeProjectOnce, type ProjectUpgrade } from './lazy-upgrade';
import type { Item } from './requests';
import { conditions, ConcurrencyRetry } from './transaction';
import { addMonthTotals, TOTALS_VERSION } from './totals-shape';
import { num } from './validate';

export function hasTotals(project: Item): boolean {
  return num(project.totalsVersion) >= TOTALS_VERSION;
}

function hasTotalsMaps(project: Item): boolean {
  return typeof project.paidByContractor === 'object' && project.paidByContractor !== null;
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
  count(transaction, { userId, projectId, project, uncounted, last }) {
    const paid: Record<string, number> = {};
    const counts: Record<string, number> = {};
    for (const expense of uncounted) {
      const facts = expenseFacts(expense);
      const contractor = contractorKeyOf(facts.contractorId);
      add(paid, contractor, facts.amountCents);
      add(counts, contractor, 1);
      addMonthTotals(transaction, userId, facts, 1);
      const version = num(expense.version);
      transaction.update(
        expenseKey(userId, num(expense.id)),
        { set: { inTotals: TOTALS_VERSION, version: version + 1 } },
        {
          condition: (p) =>
            `${conditions.versionIs(version)(p)} AND attribute_not_exists(${p.name('inTotals')})`,
          onConditionFailed: () => new ConcurrencyRetry('expense changed'),
        },
      );
    }
    const marker = last ? { totalsVersion: TOTALS_VERSION } : {};
    const retry = { onConditionFailed: () => new ConcurrencyRetry('project changed') };
    if (hasTotalsMaps(project)) {
      transaction.update(
        projectKey(userId, projectId),
        {
          set: marker,
          add: Object.keys(paid).flatMap((key) => [
            { path: ['paidByContractor', key], delta: paid[key] ?? 0 },
            { path: ['countByContractor', key], delta: counts[key] ?? 0 },
          ]),
        },
        { condition: (p) => `attribute_exists(${p.name('paidByContractor')})`, ...retry },
      );
    } else {
      // No write can have added to maps that did not exist: they start as the sums of this chunk.
      transaction.update(
        projectKey(userId, projectId),
        { set: { ...marker, paidByContractor: paid, countByContractor: counts } },
        {
          condition: (p) => `${conditions.exists(p)} AND attribute_not_exists(${p.name('paidByContractor')})`,
          ...retry,
        },
      );
    }
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
