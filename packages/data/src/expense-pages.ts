// Date-descending pages of a project's expenses (projectItems index: project partition, EXPENSE#<date>#<id>).
//
// Unfiltered pages are served without reading the expenses before the page: the project item keeps
// the expense count per month and a small per-month item keeps the count per day, so the page's first
// day is found from the counts and the Query starts there (skipping only that day's newer expenses).
// Filtered pages (category, payment method, search) must look at every expense of the project to
// count the matches: one Query with a FilterExpression, paged by 1 MB. See docs/architecture.md.
import { totalPagesFor } from '@reno/domain';
import type { DataContext } from './context';
import { NotFoundError } from './errors';
import { byDateDescending, toExpenseRecord, type ExpenseRecord, listAllExpenses } from './expenses';
import { categoryKeyOf } from './expense-facts';
import { projectExpenses, projectExpensesNewestFirstUpTo } from './access-patterns';
import { projectDaysKey, projectKey, SK_PREFIX } from './keys';
import { getItem, queryAll, queryPage, type Item } from './requests';
import { num } from './validate';

export interface ExpensePageQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  category?: string | null;
  paymentMethod?: string | null;
  /** Case-insensitive substring of description or notes. */
  search?: string | null;
}

export interface ExpensePage {
  expenses: ExpenseRecord[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

/** Above this many expenses to skip inside one month, reading the month's day counts is cheaper. */
const DAY_COUNTS_THRESHOLD = 25;
/** Above every expense sort key of the project: pages start here when no earlier skip applies. */
const EXPENSES_HIGH = `${SK_PREFIX.expense}~`;

function normalizeQuery(query: ExpensePageQuery) {
  const page = Number.isSafeInteger(query.page) && query.page > 0 ? query.page : 1;
  const pageSize =
    Number.isSafeInteger(query.pageSize) && query.pageSize > 0 ? Math.min(query.pageSize, 100) : 25;
  const category = query.category?.trim() ? categoryKeyOf(query.category) : null;
  const paymentMethod = query.paymentMethod?.trim() || null;
  const search = query.search?.trim().toLowerCase() || null;
  return { page, pageSize, category, paymentMethod, search };
}

/**
 * One project's expenses, date descending (newest id first within a day).
 * Unfiltered: GetItem(project) + one Query (page 1), + one GetItem(day counts) deeper in a busy month.
 * Filtered: Query over the project's expenses (1 MB per request). Throws NotFoundError('project').
 */
export async function listExpensePage(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  query: ExpensePageQuery,
): Promise<ExpensePage> {
  const { page, pageSize, category, paymentMethod, search } = normalizeQuery(query);
  if (category || paymentMethod || search) {
    return filteredPage(ctx, householdId, projectId, { page, pageSize, category, paymentMethod, search });
  }
  const project = await getItem(ctx, projectKey(householdId, projectId));
  if (!project) throw new NotFoundError('project', projectId);
  const totalCount = Math.max(0, num(project.expenseCount));
  const offset = (page - 1) * pageSize;
  const result = { totalCount, totalPages: totalPagesFor(totalCount, pageSize), page, pageSize };
  if (offset >= totalCount) return { ...result, expenses: [] };

  const start =
    offset === 0
      ? { upper: EXPENSES_HIGH, skip: 0 }
      : await locateOffset(ctx, householdId, projectId, project, offset);
  const items = await readFrom(ctx, householdId, projectId, start.upper, start.skip + pageSize);
  return { ...result, expenses: items.slice(start.skip, start.skip + pageSize).map(toExpenseRecord) };
}

/** Finds the newest day (or month) from which `offset` expenses remain to skip, using the counts. */
async function locateOffset(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  project: Item,
  offset: number,
): Promise<{ upper: string; skip: number }> {
  const months = Object.entries((project.expenseMonths as Record<string, number>) ?? {})
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => (a < b ? 1 : -1));
  let before = 0;
  for (const [month, count] of months) {
    if (before + count <= offset) {
      before += count;
      continue;
    }
    const skipInMonth = offset - before;
    if (skipInMonth <= DAY_COUNTS_THRESHOLD)
      return { upper: `${SK_PREFIX.expense}${month}~`, skip: skipInMonth };
    const days = await getItem(ctx, projectDaysKey(householdId, projectId, month), { ConsistentRead: false });
    const dayCounts = Object.entries(days ?? {})
      .filter(([name, value]) => /^d\d\d$/.test(name) && typeof value === 'number' && value > 0)
      .map(([name, value]) => [name.slice(1), value as number] as const)
      .sort(([a], [b]) => (a < b ? 1 : -1));
    let beforeDay = 0;
    for (const [day, dayCount] of dayCounts) {
      if (beforeDay + dayCount > skipInMonth) {
        return { upper: `${SK_PREFIX.expense}${month}-${day}~`, skip: skipInMonth - beforeDay };
      }
      beforeDay += dayCount;
    }
    // Counts and items disagree (a concurrent write): fall back to skipping within the month.
    return { upper: `${SK_PREFIX.expense}${month}~`, skip: skipInMonth };
  }
  return { upper: EXPENSES_HIGH, skip: offset };
}

/** Query projectItems descending from `upper` until `wanted` expenses are read. */
async function readFrom(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  upper: string,
  wanted: number,
) {
  const items: Item[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await queryPage(ctx, {
      ...projectExpensesNewestFirstUpTo(householdId, projectId, upper),
      Limit: wanted - items.length,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    });
    items.push(...result.items);
    startKey = result.lastKey;
  } while (startKey && items.length < wanted);
  return items;
}

async function filteredPage(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  query: ReturnType<typeof normalizeQuery>,
): Promise<ExpensePage> {
  const filters: string[] = [];
  const keyQuery = projectExpenses(householdId, projectId);
  const values: Record<string, unknown> = { ...keyQuery.ExpressionAttributeValues };
  if (query.category) {
    filters.push('categoryKey = :category');
    values[':category'] = query.category;
  }
  if (query.paymentMethod) {
    filters.push('paymentMethod = :paymentMethod');
    values[':paymentMethod'] = query.paymentMethod;
  }
  if (query.search) {
    filters.push('contains(searchText, :search)');
    values[':search'] = query.search;
  }
  const matches = await queryAll(ctx, {
    ...keyQuery,
    FilterExpression: filters.join(' AND '),
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  });
  // No match may also mean no such project: tell the two apart with one GetItem.
  if (
    matches.length === 0 &&
    !(await getItem(ctx, projectKey(householdId, projectId), { ConsistentRead: false }))
  ) {
    throw new NotFoundError('project', projectId);
  }
  const offset = (query.page - 1) * query.pageSize;
  return {
    expenses: matches.slice(offset, offset + query.pageSize).map(toExpenseRecord),
    totalCount: matches.length,
    totalPages: totalPagesFor(matches.length, query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * All of the household's expenses as pages (no project chosen): one Query over its partition,
 * filtered and sorted in memory.
 */
export async function listUserExpensePage(
  ctx: DataContext,
  householdId: string,
  query: ExpensePageQuery,
): Promise<ExpensePage> {
  const { page, pageSize, category, paymentMethod, search } = normalizeQuery(query);
  const all = (await listAllExpenses(ctx, householdId)).filter(
    (expense) =>
      (!category || categoryKeyOf(expense.category) === category) &&
      (!paymentMethod || expense.paymentMethod === paymentMethod) &&
      (!search || `${expense.description}\n${expense.notes ?? ''}`.toLowerCase().includes(search)),
  );
  all.sort(byDateDescending);
  const offset = (page - 1) * pageSize;
  return {
    expenses: all.slice(offset, offset + pageSize),
    totalCount: all.length,
    totalPages: totalPagesFor(all.length, pageSize),
    page,
    pageSize,
  };
}
