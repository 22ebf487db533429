// Expenses stored before the contractor and estimate filter indexes (expensesByContractor,
// expensesByEstimate) carry no GSI7/GSI8 keys, so a page read from those indexes would miss them. The
// first times such a filter is asked for, the project's expenses get their keys a bounded part per call
// (resumable-upgrade.ts); until the last part sets `linkKeysVersion`, the filter is checked in code on the
// project's other lists instead (expense-filtered-pages.ts). No aggregate is involved: the keys derive
// from the expense alone, and every write since this change sets them.
import { expenseInLinkFilters, expenseKey } from './keys';
import { giveTerm } from './lazy-upgrade';
import type { Item } from './requests';
import { resumableUpgrade } from './resumable-upgrade';
import { num } from './validate';

/** The link keys' shape: a project carrying this `linkKeysVersion` has them on every expense. */
export const LINK_KEYS_VERSION = 1;

const idOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The first link key the expense should carry and lacks; null when it has every one it needs. */
function missingLinkKey(expense: Item): 'GSI7PK' | 'GSI8PK' | null {
  if (idOrNull(expense.contractorId) !== null && expense.GSI7PK === undefined) return 'GSI7PK';
  if (idOrNull(expense.estimateId) !== null && expense.GSI8PK === undefined) return 'GSI8PK';
  return null;
}

export const { isDone: hasLinkKeys, continueUpgrade: continueLinkKeysUpgrade } = resumableUpgrade({
  marker: 'linkKeysVersion',
  version: LINK_KEYS_VERSION,
  position: 'linkKeysAfter',
  // A transaction holds 100 items: the project and this many expenses.
  perTransaction: 99,
  // 990 expenses, about 40 requests.
  partsPerCall: 10,
  isPending: (expense, projectId) => num(expense.projectId) === projectId && missingLinkKey(expense) !== null,
  handle(transaction, householdId, expense) {
    const id = num(expense.id);
    const keys = expenseInLinkFilters(householdId, num(expense.projectId), {
      contractorId: idOrNull(expense.contractorId),
      estimateId: idOrNull(expense.estimateId),
      date: String(expense.date),
      id,
    });
    giveTerm(transaction, expenseKey(householdId, id), expense, missingLinkKey(expense) ?? 'GSI7PK', keys);
  },
});
