// Projects and expenses stored before the per-day counts of each category and payment method
// (expense-scope-days.ts): the project has no `scopeDaysVersion` and its expenses no `inScopeDays`.
// lazy-upgrade.ts counts them the first time a filtered page asked for by number needs them.
//
// Invariant: the project's scope-day items = Σ over its expenses that carry `inScopeDays`.
import { projectExpenses } from './access-patterns';
import { expenseFacts } from './expense-facts';
import { addScopeDays, SCOPE_DAYS_VERSION } from './expense-scope-days';
import { expenseKey } from './keys';
import { giveTerm, lazyUpgrade, markUpgraded, type ProjectUpgrade } from './lazy-upgrade';
import type { Item } from './requests';
import { num } from './validate';

export function hasScopeDays(project: Item): boolean {
  return num(project.scopeDaysVersion) >= SCOPE_DAYS_VERSION;
}

const scopeDaysUpgrade: ProjectUpgrade = {
  isDone: hasScopeDays,
  members: projectExpenses,
  // Each expense also feeds its month's item: 45 expenses, ≤ 45 month items and the project.
  perTransaction: 45,
  isUncounted: (expense, projectId) =>
    num(expense.projectId) === projectId && expense.inScopeDays === undefined,
  count(transaction, chunk) {
    const { householdId, uncounted } = chunk;
    for (const expense of uncounted) {
      addScopeDays(transaction, householdId, expenseFacts(expense), 1);
      giveTerm(transaction, expenseKey(householdId, num(expense.id)), expense, 'inScopeDays', {
        inScopeDays: SCOPE_DAYS_VERSION,
      });
    }
    markUpgraded(transaction, chunk, { scopeDaysVersion: SCOPE_DAYS_VERSION });
  },
};

/** Brings a project stored before the scope-day counts up to date: one GetItem once it is. */
export const { upgrade: upgradeProjectScopeDays } = lazyUpgrade(scopeDaysUpgrade);
