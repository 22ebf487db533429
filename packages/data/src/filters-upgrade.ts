// Expenses stored before the filter indexes (expensesByCategory, expensesByMethod) carry no GSI5/GSI6 keys,
// so a filtered page would miss them. lazy-upgrade.ts gives a project's expenses their keys the first time a
// filtered page is asked for; `filterKeysVersion` on the project marks it done. No aggregate is involved:
// the keys derive from the expense alone, and every write since this change sets them.
import { projectExpenses } from './access-patterns';
import { categoryKeyOf } from './expense-facts';
import { expenseInFilters, expenseKey } from './keys';
import { giveTerm, lazyUpgrade, markUpgraded, type ProjectUpgrade } from './lazy-upgrade';
import type { Item } from './requests';
import { num } from './validate';

/** The filter keys' shape: a project carrying this `filterKeysVersion` has them on every expense. */
export const FILTER_KEYS_VERSION = 1;

const filtersUpgrade: ProjectUpgrade = {
  isDone: (project: Item) => num(project.filterKeysVersion) >= FILTER_KEYS_VERSION,
  members: projectExpenses,
  // A transaction holds 100 items: the project and this many expenses.
  perTransaction: 99,
  isUncounted: (expense, projectId) => num(expense.projectId) === projectId && expense.GSI5PK === undefined,
  count(transaction, chunk) {
    const { householdId, projectId, uncounted } = chunk;
    for (const expense of uncounted) {
      const id = num(expense.id);
      const keys = expenseInFilters(householdId, projectId, {
        categoryKey: categoryKeyOf(String(expense.category)),
        paymentMethod: String(expense.paymentMethod),
        date: String(expense.date),
        id,
      });
      giveTerm(transaction, expenseKey(householdId, id), expense, 'GSI5PK', keys);
    }
    markUpgraded(transaction, chunk, { filterKeysVersion: FILTER_KEYS_VERSION });
  },
};

/**
 * getProjectItemWithFilterKeys reads the project item once every expense of the project is in the filter
 * indexes: one GetItem, plus the upgrade the first time.
 */
export const { projectItem: getProjectItemWithFilterKeys } = lazyUpgrade(filtersUpgrade);
