// The line the chat panel shows under an answer for each tool call, naming every filter it applied:
// 'Materials · Oct 2026 · Kitchen Remodel: 143 expenses'. Pure, so the data layer and tests word it alike.
import { expenseCategoryLabel, paymentMethodLabel } from './constants';
import { formatDate } from './dates';
import type { AppliedExpenseFilters } from './assistant-tools';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-10' → 'Oct 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}

function lastDayOfMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** 'Oct 2026', '2026', 'Oct 5, 2026', 'Oct 5, 2026 – Nov 2, 2026', 'since …', 'until …', or null for all time. */
export function periodLabel(from: string | null, to: string | null): string | null {
  if (from && to) {
    if (from === to) return formatDate(from);
    const month = from.slice(0, 7);
    if (from.endsWith('-01') && to === lastDayOfMonth(month)) return monthLabel(month);
    const year = from.slice(0, 4);
    if (from === `${year}-01-01` && to === `${year}-12-31`) return year;
    return `${formatDate(from)} – ${formatDate(to)}`;
  }
  if (from) return `since ${formatDate(from)}`;
  if (to) return `until ${formatDate(to)}`;
  return null;
}

/** '1 expense', '6 expenses', '2 categories'. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** What was read, then how much of it: 'Materials · all dates · Basement Finish: 6 expenses'. */
export function lookedAtLine(parts: readonly string[], found: string): string {
  return `${parts.join(' · ')}: ${found}`;
}

/** The filters of an expense lookup in words: 'Materials', 'Marcus Bell', 'paid by Check', 'mentioning "tile"'. */
function expenseFilterWords(filters: AppliedExpenseFilters): string[] {
  return [
    ...(filters.category ? [expenseCategoryLabel(filters.category)] : []),
    ...(filters.contractor ? [filters.contractor.name] : []),
    ...(filters.paymentMethod ? [`paid by ${paymentMethodLabel(filters.paymentMethod)}`] : []),
    ...(filters.text ? [`mentioning "${filters.text}"`] : []),
  ];
}

/**
 * Every filter an expense lookup applied, the dates and the project included even when open:
 * 'Materials · paid by Credit Card · Oct 2026 · Kitchen Remodel: 143 expenses',
 * 'All expenses · all dates · all projects: 318 expenses'.
 */
export function expensesLookedAt(
  count: number,
  filters: AppliedExpenseFilters,
  projectName: string | null,
): string {
  const words = expenseFilterWords(filters);
  return lookedAtLine(
    [
      ...(words.length ? words : ['All expenses']),
      periodLabel(filters.from, filters.to) ?? 'all dates',
      projectName ?? 'all projects',
    ],
    countOf(count, 'expense'),
  );
}

/** 'Estimates · approved · still owing · Kitchen Remodel: 2 estimates'; no qualifier: 'any status'. */
export function itemsLookedAt(
  count: number,
  noun: string,
  qualifiers: readonly string[],
  projectName: string | null,
  anyQualifier = 'any status',
): string {
  return lookedAtLine(
    [
      `${noun[0]!.toUpperCase()}${noun.slice(1)}s`,
      ...(qualifiers.length ? qualifiers : [anyQualifier]),
      projectName ?? 'all projects',
    ],
    countOf(count, noun),
  );
}
