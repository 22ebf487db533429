// Each category's and payment method's expense count per day, kept by every expense write in its own
// transaction (expense-effects.ts) on one item per project and scope (projectScopeDaysKey): attributes
// named by the day, `20250305`. A filtered page asked for by number reads its scope's one item, which gives
// the scope's total and the day that holds the page, and reads from that day: never the matches before it
// and never the project's month items (docs/architecture.md). The item grows with the days that have
// expenses of its scope (about 10 bytes a day, 0.5 RCU per 4 KB), not with the number of expenses.
//
// An expense whose contribution the items hold carries `inScopeCounts`; one stored before them has none and
// is counted by the lazy upgrade (scope-days-upgrade.ts), so a write subtracts only what was added.
// (Version 1 of these counts, one item per month holding every scope, left `inScopeDays` and
// `scopeDaysVersion`, which nothing reads now.)
import type { ExpenseScope } from './access-patterns';
import { projectScopeDaysKey } from './keys';
import type { Item } from './requests';
import type { TransactionBuilder } from './transaction';

/** The shape of the counts a project item (`scopeCountsVersion`) and a counted expense (`inScopeCounts`) carry. */
export const SCOPE_COUNTS_VERSION = 1;

/** What of an expense the counts depend on. */
export interface ScopeDaysFacts {
  projectId: number;
  categoryKey: string;
  paymentMethod: string;
  date: string;
}

/** The scopes counted by day: a category and a payment method (a contractor's and an estimate's lists are not). */
export type CountedScope = Extract<ExpenseScope, { by: 'category' | 'method' }>;

/** The scope's part of its item's key: 'category#materials', 'method#cash'. */
export const scopeName = (scope: CountedScope) =>
  scope.by === 'category' ? `category#${scope.categoryKey}` : `method#${scope.paymentMethod}`;

/** A day's attribute, 'YYYYMMDD': names sort as the days, and short (item size is what a read costs). */
const dateAttribute = (date: string) => date.slice(0, 10).replaceAll('-', '');

/** Adds (+1) or removes (-1) one expense's two counts (its category's and its payment method's day). */
export function addScopeDays(
  transaction: TransactionBuilder,
  householdId: string,
  facts: ScopeDaysFacts,
  sign: 1 | -1,
): void {
  const scopes: CountedScope[] = [
    { by: 'category', categoryKey: facts.categoryKey },
    { by: 'method', paymentMethod: facts.paymentMethod },
  ];
  for (const scope of scopes)
    transaction.update(projectScopeDaysKey(householdId, facts.projectId, scopeName(scope)), {
      add: [{ path: [dateAttribute(facts.date)], delta: sign }],
    });
}

/** A scope's counts by day ('YYYYMMDD') from its item (absent: none). */
export function scopeDayCounts(item: Item | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(item ?? {}))
    if (/^\d{8}$/.test(name) && typeof value === 'number' && value > 0) counts[name] = value;
  return counts;
}
