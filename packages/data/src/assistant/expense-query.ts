// The query path of the expense tools: every expense in scope, read and filtered here. Used when the
// stored aggregates cannot answer (a text search, a range that cuts a month, several filters at once).
import { mentionsEveryStem, type AppliedExpenseFilters } from '@reno/domain';
import type { DataContext } from '../context';
import { categoryKeyOf } from '../expense-facts';
import { toExpenseRecord, type ExpenseRecord } from '../expenses';
import { projectExpensesDated, householdExpenses } from '../access-patterns';
import { queryPage, type Item } from '../requests';
import { searchWords } from './text-search';

function matches(item: Item, filters: AppliedExpenseFilters, words: readonly string[] | null): boolean {
  const date = String(item.date);
  if (filters.from && date < filters.from) return false;
  if (filters.to && date > filters.to) return false;
  if (filters.category && categoryKeyOf(String(item.category)) !== filters.category) return false;
  if (filters.paymentMethod && item.paymentMethod !== filters.paymentMethod) return false;
  if (filters.contractor && item.contractorId !== filters.contractor.id) return false;
  if (words && !mentionsEveryStem(String(item.searchText ?? ''), words)) return false;
  return true;
}

/**
 * Hands every matching expense in scope to `visit`, one page at a time (one project's expenses by the
 * projectItems index, dated bounds in the key, or all the household's): never more than a page is held, so a
 * household of any size fits the function's memory. Pages are DynamoDB's 1 MB, or `pageSize` items.
 */
export async function forEachMatchingExpense(
  ctx: DataContext,
  householdId: string,
  filters: AppliedExpenseFilters,
  visit: (expense: ExpenseRecord) => void,
  pageSize?: number,
): Promise<void> {
  const query =
    filters.projectId === null
      ? householdExpenses(householdId)
      : projectExpensesDated(householdId, filters.projectId, filters.from, filters.to);
  const words = filters.text === null ? null : searchWords(filters.text);
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await queryPage(ctx, {
      ...query,
      ...(pageSize ? { Limit: pageSize } : {}),
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    });
    for (const item of page.items) if (matches(item, filters, words)) visit(toExpenseRecord(item));
    startKey = page.lastKey;
  } while (startKey);
}

/**
 * The newest `limit` matching expenses of one project: its expenses newest first (projectItems), read
 * until that many match. Unfiltered, exactly `limit` are read; filtered, 1 MB pages.
 */
export async function newestMatchingExpenses(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  filters: AppliedExpenseFilters,
  limit: number,
): Promise<ExpenseRecord[]> {
  const words = filters.text === null ? null : searchWords(filters.text);
  const filtered =
    filters.category !== null ||
    filters.paymentMethod !== null ||
    filters.contractor !== null ||
    words !== null;
  const found: ExpenseRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await queryPage(ctx, {
      ...projectExpensesDated(householdId, projectId, filters.from, filters.to),
      ScanIndexForward: false,
      ...(filtered ? {} : { Limit: limit }),
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    });
    for (const item of page.items)
      if (found.length < limit && matches(item, filters, words)) found.push(toExpenseRecord(item));
    startKey = page.lastKey;
  } while (startKey && found.length < limit);
  return found;
}
