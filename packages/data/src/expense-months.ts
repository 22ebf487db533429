// Where an offset falls in a date-descending list of expenses, from the count of each month: a page
// starts in that month, skipping only the month's newer rows (expense-pages.ts, expense-filtered-pages.ts).

/** The newest-first month that holds row `offset` (0-based), and the rows of it before that one. */
export function monthHolding(
  countsByMonth: Record<string, number>,
  offset: number,
): { month: string; skipInMonth: number } | null {
  const months = Object.entries(countsByMonth)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => (a < b ? 1 : -1));
  let before = 0;
  for (const [month, count] of months) {
    if (before + count > offset) return { month, skipInMonth: offset - before };
    before += count;
  }
  return null;
}
