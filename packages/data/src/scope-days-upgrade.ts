// Projects and expenses stored before the per-day counts of each category and payment method
// (expense-scope-days.ts): the project has no `scopeCountsVersion` and its expenses no `inScopeCounts`.
// Counted the first times a counted filter is asked for, a bounded part per call (resumable-upgrade.ts);
// until the last part sets the marker, a filtered page reads without the counts (expense-filtered-pages.ts).
// Invariant: the project's scope-day items = Σ over its expenses that carry `inScopeCounts`.
import { expenseFacts } from './expense-facts';
import { addScopeDays, SCOPE_COUNTS_VERSION } from './expense-scope-days';
import { expenseKey } from './keys';
import { giveTerm } from './lazy-upgrade';
import { resumableUpgrade } from './resumable-upgrade';
import { num } from './validate';

export const { isDone: hasScopeDays, continueUpgrade: continueScopeDaysUpgrade } = resumableUpgrade({
  marker: 'scopeCountsVersion',
  version: SCOPE_COUNTS_VERSION,
  position: 'scopeCountsAfter',
  // Each expense also feeds its category's and its method's item: 45 expenses, at most 45 + 7 scope items
  // (the seven methods; a category of older data may be any word) and the project.
  perTransaction: 45,
  // 900 expenses, about 80 requests.
  partsPerCall: 20,
  isPending: (expense, projectId) =>
    num(expense.projectId) === projectId && expense.inScopeCounts === undefined,
  handle(transaction, householdId, expense) {
    addScopeDays(transaction, householdId, expenseFacts(expense), 1);
    giveTerm(transaction, expenseKey(householdId, num(expense.id)), expense, 'inScopeCounts', {
      inScopeCounts: SCOPE_COUNTS_VERSION,
    });
  },
});
