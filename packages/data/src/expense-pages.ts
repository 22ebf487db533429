// Date-descending pages of a project's expenses (projectItems index: project partition, EXPENSE#<date>#<id>).
//
// Unfiltered pages are served without reading the expenses before the page: the project item keeps
// the expense count per month and a small per-month item keeps the count per day, so the page's first
// day is found from the counts and the Query starts there (skipping only that day's newer expenses).
// Filtered pages (category, payment method, contractor, estimate, date range, search) read indexes of their own and are
// bounded by the page too: expense-filtered-pages.ts. See docs/architecture.md.
import { totalPagesFor } from '@reno/domain';
import type { DataContext } from './context';
import { NotFoundError } from './errors';
import { encodeExpenseCursor } from './expense-cursor';
import type { ExpensePage } from './expense-page-shape';
import { listFilteredExpensePage } from './expense-filtered-pages';
import { locateOffset } from './expense-months';
import { toExpenseRecord } from './expenses';
import { categoryKeyOf } from './expense-facts';
import { projectExpensesNewestFirstUpTo } from './access-patterns';
import { projectDaysKey, projectKey, SK_PREFIX } from './keys';
import { getItem, queryPage, type Item } from './requests';
import { num } from './validate';

export type { ExpensePage } from './expense-page-shape';

export interface ExpensePageQuery {
  /** 1-based; without a cursor. */
  page: number;
  pageSize: number;
  category?: string | null;
  paymentMethod?: string | null;
  contractorId?: number | null;
  estimateId?: number | null;
  /** Case-insensitive substring of description or notes. */
  search?: string | null;
  /** 'YYYY-MM-DD', inclusive. */
  from?: string | null;
  to?: string | null;
  /** The `nextCursor` of the page before: the page after it. */
  cursor?: string | null;
}

/** Above every expense sort key of the project: pages start here when no earlier skip applies. */
const EXPENSES_HIGH = `${SK_PREFIX.expense}~`;

function normalizeQuery(query: ExpensePageQuery) {
  const page = Number.isSafeInteger(query.page) && query.page > 0 ? query.page : 1;
  const pageSize =
    Number.isSafeInteger(query.pageSize) && query.pageSize > 0 ? Math.min(query.pageSize, 100) : 25;
  const category = query.category?.trim() ? categoryKeyOf(query.category) : null;
  const paymentMethod = query.paymentMethod?.trim() || null;
  const search = query.search?.trim().toLowerCase() || null;
  const from = query.from?.trim() || null;
  const to = query.to?.trim() || null;
  const cursor = query.cursor?.trim() || null;
  const contractorId = query.contractorId ?? null;
  const estimateId = query.estimateId ?? null;
  return { page, pageSize, category, paymentMethod, contractorId, estimateId, search, from, to, cursor };
}

/**
 * One project's expenses, date descending (newest id first within a day).
 * Unfiltered: GetItem(project) + one Query (page 1), + one GetItem(day counts) deeper in a busy month.
 * Filtered or from a cursor: expense-filtered-pages.ts. Throws NotFoundError('project'),
 * InvalidInputError('cursor').
 */
export async function listExpensePage(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  query: ExpensePageQuery,
): Promise<ExpensePage> {
  const { page, pageSize, cursor, category, ...filters } = normalizeQuery(query);
  const filtered = category !== null || Object.values(filters).some((value) => value !== null);
  if (filtered || cursor) {
    return listFilteredExpensePage(
      ctx,
      householdId,
      projectId,
      { categoryKey: category, ...filters },
      { page, pageSize, cursor },
    );
  }
  const project = await getItem(ctx, projectKey(householdId, projectId));
  if (!project) throw new NotFoundError('project', projectId);
  const totalCount = Math.max(0, num(project.expenseCount));
  const offset = (page - 1) * pageSize;
  const result = {
    totalCount,
    totalPages: totalPagesFor(totalCount, pageSize),
    page,
    pageSize,
    searched: null,
  };
  if (offset >= totalCount) return { ...result, expenses: [], nextCursor: null };

  const located =
    offset > 0
      ? await locateOffset((project.expenseMonths as Record<string, number>) ?? {}, offset, (month) =>
          projectDayCounts(ctx, householdId, projectId, month),
        )
      : null;
  const start = located ?? { upper: EXPENSES_HIGH, skip: offset };
  const items = await readFrom(ctx, householdId, projectId, start.upper, start.skip + pageSize);
  const expenses = items.slice(start.skip, start.skip + pageSize).map(toExpenseRecord);
  const last = expenses.at(-1);
  const nextCursor =
    last && offset + expenses.length < totalCount
      ? encodeExpenseCursor({ date: last.date, id: last.id, looked: 0 })
      : null;
  return { ...result, expenses, nextCursor };
}

/** The project's day counts of one month ('DD' → count), from its month item: one GetItem. */
async function projectDayCounts(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  month: string,
): Promise<Record<string, number>> {
  const days = await getItem(ctx, projectDaysKey(householdId, projectId, month), { ConsistentRead: false });
  return Object.fromEntries(
    Object.entries(days ?? {})
      .filter(([name, value]) => /^d\d\d$/.test(name) && typeof value === 'number')
      .map(([name, value]) => [name.slice(1), value as number]),
  );
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
