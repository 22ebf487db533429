// Which rows of a statement are already logged (docs/product.md#statement-import-twice): an expense of the same
// amount, dated at most 3 days apart, naming a similar vendor (in its description or its contractor's name).
// Each expense answers for one row at most, the nearest in date, so two equal purchases logged once leave
// one row to import. The expenses are the household's within the statement's dates, widened by the window.
import { addDays, daysBetween } from '../dates';
import { MATCH_WINDOW_DAYS } from './limits';
import type { StatementRow } from './statement-row';
import { sameVendor } from './vendor-words';

export interface LoggedExpense {
  id: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Cents, as the row's: less than 0 for a credit. */
  amountCents: number;
  description: string;
  contractorName: string | null;
}

/** The dates to look for logged expenses in: the rows' first and last, widened by the window. */
export function matchingDateRange(rows: readonly StatementRow[]): { from: string; to: string } | null {
  if (rows.length === 0) return null;
  const dates = rows.map((row) => row.date).sort();
  return { from: addDays(dates[0]!, -MATCH_WINDOW_DAYS), to: addDays(dates.at(-1)!, MATCH_WINDOW_DAYS) };
}

/**
 * For each row, by position, the id of the expense that already logs it, or null. The nearest pairs are
 * taken first, so an expense goes to the row closest to its date.
 */
export function matchLoggedExpenses(
  rows: readonly StatementRow[],
  expenses: readonly LoggedExpense[],
): (number | null)[] {
  const byAmount = new Map<number, LoggedExpense[]>();
  for (const expense of expenses)
    byAmount.set(expense.amountCents, [...(byAmount.get(expense.amountCents) ?? []), expense]);
  const pairs: { row: number; id: number; distance: number }[] = [];
  rows.forEach((row, position) => {
    for (const expense of byAmount.get(row.amountCents) ?? []) {
      const distance = Math.abs(daysBetween(row.date, expense.date));
      const named = `${expense.description} ${expense.contractorName ?? ''}`;
      if (distance <= MATCH_WINDOW_DAYS && sameVendor(row.description, named))
        pairs.push({ row: position, id: expense.id, distance });
    }
  });
  pairs.sort((a, b) => a.distance - b.distance || a.row - b.row);
  const matches: (number | null)[] = rows.map(() => null);
  const taken = new Set<number>();
  for (const pair of pairs) {
    if (matches[pair.row] !== null || taken.has(pair.id)) continue;
    matches[pair.row] = pair.id;
    taken.add(pair.id);
  }
  return matches;
}
