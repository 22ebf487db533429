// Each category's and payment method's expense count per day, kept by every expense write in its own
// transaction (expense-effects.ts) on one item per project and month (projectScopeDaysKey): attributes
// `category#materials#05`, `method#cash#05`. A filtered page asked for by number finds the month that holds
// it from the month items' counts (expense-filtered-pages.ts), then its day from this item, and reads from
// that day: never the month's matches before it (docs/architecture.md).
//
// An expense whose contribution the item holds carries `inScopeDays`; one stored before them has none and
// is counted by the lazy upgrade (scope-days-upgrade.ts), so a write subtracts only what was added.
import type { ExpenseScope } from './access-patterns';
import { monthOf } from './expense-facts';
import { projectScopeDaysKey } from './keys';
import type { Item } from './requests';
import type { TransactionBuilder } from './transaction';

/** The shape of the counts a project item (`scopeDaysVersion`) and a counted expense (`inScopeDays`) carry. */
export const SCOPE_DAYS_VERSION = 1;

/** What of an expense the counts depend on. */
export interface ScopeDaysFacts {
  projectId: number;
  categoryKey: string;
  paymentMethod: string;
  date: string;
}

const scopeName = (scope: Exclude<ExpenseScope, { by: 'project' }>) =>
  scope.by === 'category' ? `category#${scope.categoryKey}#` : `method#${scope.paymentMethod}#`;

/** Adds (+1) or removes (-1) one expense's two counts (its category's and its payment method's day). */
export function addScopeDays(
  transaction: TransactionBuilder,
  householdId: string,
  facts: ScopeDaysFacts,
  sign: 1 | -1,
): void {
  const day = facts.date.slice(8, 10);
  transaction.update(projectScopeDaysKey(householdId, facts.projectId, monthOf(facts.date)), {
    add: [
      { path: [`${scopeName({ by: 'category', categoryKey: facts.categoryKey })}${day}`], delta: sign },
      { path: [`${scopeName({ by: 'method', paymentMethod: facts.paymentMethod })}${day}`], delta: sign },
    ],
  });
}

/** One scope's counts by day ('05') from a month's item (absent: none). */
export function scopeDayCounts(
  item: Item | undefined,
  scope: Exclude<ExpenseScope, { by: 'project' }>,
): Record<string, number> {
  const prefix = scopeName(scope);
  const counts: Record<string, number> = {};
  for (const [name, value] of Object.entries(item ?? {}))
    if (name.startsWith(prefix) && typeof value === 'number') counts[name.slice(prefix.length)] = value;
  return counts;
}
