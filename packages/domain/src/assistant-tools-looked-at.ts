// The line the chat panel shows under an answer for each tool call: 'Looked at 143 expenses in Materials,
// Oct 2026'. Pure, so the data layer, the offline provider and tests word it the same way.
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

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** 'Looked at 143 expenses in Materials for Marcus Bell, Oct 2026 (Kitchen Remodel)'. */
export function expensesLookedAt(
  count: number,
  filters: AppliedExpenseFilters,
  projectName: string | null,
): string {
  const parts = [`Looked at ${plural(count, 'expense')}`];
  if (filters.category) parts.push(`in ${expenseCategoryLabel(filters.category)}`);
  if (filters.contractor) parts.push(`for ${filters.contractor.name}`);
  if (filters.paymentMethod) parts.push(`paid by ${paymentMethodLabel(filters.paymentMethod)}`);
  if (filters.text) parts.push(`matching "${filters.text}"`);
  let line = parts.join(' ');
  const period = periodLabel(filters.from, filters.to);
  if (period) line += `, ${period}`;
  if (projectName) line += ` (${projectName})`;
  return line;
}

/** 'Looked at 4 approved estimates (Kitchen Remodel)'. */
export function itemsLookedAt(
  count: number,
  noun: string,
  qualifier: string | null,
  projectName: string | null,
) {
  const words = qualifier ? `${count} ${qualifier} ${noun}${count === 1 ? '' : 's'}` : plural(count, noun);
  return `Looked at ${words}${projectName ? ` (${projectName})` : ''}`;
}
