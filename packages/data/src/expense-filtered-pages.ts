// Filtered pages of a project's expenses (category, payment method, contractor, estimate, date range,
// search, and their combinations), each bounded by the page, not by the project (issue 52;
// docs/architecture.md).
//
// One filter chooses a date-ordered index of its own (the estimate's expensesByEstimate, else the
// contractor's expensesByContractor, else expensesByCategory, else expensesByMethod); a date range is a range
// of its sort key. What the index does not answer (the other filters, the search words) is checked in code
// on a bounded window of rows:
// - a combination looks at no more than one page of rows per call;
// - a search looks at SEARCH_ROWS_PER_CALL rows per call (one Query, well under DynamoDB's 1 MB), and says
//   how far it looked: each call answers in about the same time at any size of project.
// Each answer carries a cursor to the next page. `totalCount` is known when the project, one category or
// one payment method answers the whole filter, with or without a date range: their day counts (the
// project's month items, expense-scope-days.ts) give it, and a page of it asked for by number starts on the
// day that holds it.
import { totalPagesFor } from '@reno/domain';
import {
  projectMonthItems,
  scopedExpenseStartKey,
  scopedExpensesNewestFirst,
  type ExpenseScope,
  type KeyQuery,
} from './access-patterns';
import type { DataContext } from './context';
import { decodeExpenseCursor, encodeExpenseCursor } from './expense-cursor';
import { locateOffsetInDays } from './expense-months';
import { scopeDayCounts, scopeName } from './expense-scope-days';
import type { ExpensePage } from './expense-page-shape';
import { InvalidInputError, NotFoundError } from './errors';
import { categoryKeyOf } from './expense-facts';
import { toExpenseRecord } from './expenses';
import { getProjectItemWithFilterKeys } from './filters-upgrade';
import { continueLinkKeysUpgrade, hasLinkKeys } from './link-keys-upgrade';
import { expenseByDateSortKey, projectScopeDaysKey, SK_PREFIX } from './keys';
import { getItem, queryAll, queryPage, type Item } from './requests';
import { continueScopeDaysUpgrade, hasScopeDays } from './scope-days-upgrade';
import { num } from './validate';

interface ExpenseFilters {
  /** Lower case (`categoryKeyOf`). */
  categoryKey: string | null;
  paymentMethod: string | null;
  contractorId: number | null;
  estimateId: number | null;
  /** Lower-cased words, matched in the description, the vendor and the notes. */
  search: string | null;
  /** 'YYYY-MM-DD', inclusive; either optional. */
  from: string | null;
  to: string | null;
}

interface FilteredPageRequest {
  /** 1-based; used only without a cursor. */
  page: number;
  pageSize: number;
  cursor: string | null;
}

/**
 * Rows a combination the index does not answer alone may look at per call, per row of the page: one page's
 * worth, so a call reads about what the unfiltered page 1 reads. (Twice the page read 2.5x page 1's units
 * for a contractor beside a category: linked expenses are larger, carrying more keys; benchmarks §10.)
 */
const COMBINATION_WINDOW = 1;
/**
 * Rows one search call looks at: one Query of about half a megabyte of the largest expenses, which DynamoDB
 * Local answers inside the functions' 3 s request timeout even at 100,000 expenses (docs/architecture.md).
 */
const SEARCH_ROWS_PER_CALL = 500;

/**
 * The index a page reads: the narrowest the filter names. The contractor's and the estimate's indexes only
 * once the project's expenses all carry their keys (`linked`); until then those filters are checked in code.
 */
function scopeOf(filters: ExpenseFilters, linked: boolean): ExpenseScope {
  if (linked && filters.estimateId !== null) return { by: 'estimate', estimateId: filters.estimateId };
  if (linked && filters.contractorId !== null)
    return { by: 'contractor', contractorId: filters.contractorId };
  if (filters.categoryKey) return { by: 'category', categoryKey: filters.categoryKey };
  if (filters.paymentMethod) return { by: 'method', paymentMethod: filters.paymentMethod };
  return { by: 'project' };
}

/** The part of the filter the chosen index does not answer, checked in code; null when there is none. */
function remainingCheck(filters: ExpenseFilters, scope: ExpenseScope): ((item: Item) => boolean) | null {
  const category = scope.by === 'category' ? null : filters.categoryKey;
  const method = scope.by === 'method' ? null : filters.paymentMethod;
  const contractorId = scope.by === 'contractor' ? null : filters.contractorId;
  const estimateId = scope.by === 'estimate' ? null : filters.estimateId;
  const words = filters.search;
  if (!category && !method && contractorId === null && estimateId === null && !words) return null;
  return (item) =>
    (!category || categoryKeyOf(String(item.category)) === category) &&
    (!method || item.paymentMethod === method) &&
    (contractorId === null || item.contractorId === contractorId) &&
    (estimateId === null || item.estimateId === estimateId) &&
    (!words || String(item.searchText ?? '').includes(words));
}

/**
 * Whether the contractor's and estimate's indexes hold every expense of the project: at once for a project
 * created since they exist, else after the upgrade, a bounded part of it per call (link-keys-upgrade.ts).
 */
async function linkKeysReady(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  project: Item,
  filters: ExpenseFilters,
): Promise<boolean> {
  if (filters.contractorId === null && filters.estimateId === null) return false;
  return hasLinkKeys(project) || continueLinkKeysUpgrade(ctx, householdId, projectId);
}

/** Only the days ('YYYYMMDD') within [from, to] ('YYYY-MM-DD', either optional). */
function daysWithin(counts: Record<string, number>, from: string | null, to: string | null) {
  const low = from ? from.replaceAll('-', '') : '';
  const high = to ? to.replaceAll('-', '') : '~';
  return Object.fromEntries(Object.entries(counts).filter(([day]) => day >= low && day <= high));
}

/**
 * The scope's expense count by day ('YYYYMMDD') within the date range, which gives its total and where a
 * page by number starts:
 * - one category or one payment method: one GetItem of its day-count item;
 * - the whole project with a date range: one Query of its month items in the range (the counts the
 *   unfiltered list keeps per day, expense-pages.ts); without a range the project item counts it (null);
 * - null for a contractor's or an estimate's list (not counted: paged by cursor), and while a project stored
 *   before the category and method counts is being counted (scope-days-upgrade.ts, a bounded part per call):
 *   the page is then read without them, from the newest match, and has no total.
 */
async function scopeDays(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  project: Item,
  scope: ExpenseScope,
  { from, to }: Pick<ExpenseFilters, 'from' | 'to'>,
): Promise<Record<string, number> | null> {
  if (scope.by === 'project')
    return from || to
      ? daysWithin(await projectDaysIn(ctx, householdId, projectId, from, to), from, to)
      : null;
  if (scope.by !== 'category' && scope.by !== 'method') return null;
  if (!hasScopeDays(project) && !(await continueScopeDaysUpgrade(ctx, householdId, projectId))) return null;
  const item = await getItem(ctx, projectScopeDaysKey(householdId, projectId, scopeName(scope)), {
    ConsistentRead: false,
  });
  return daysWithin(scopeDayCounts(item), from, to);
}

/** The project's expense count by day ('YYYYMMDD') in the months from `from` to `to`: one Query. */
async function projectDaysIn(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  from: string | null,
  to: string | null,
): Promise<Record<string, number>> {
  const months = await queryAll(ctx, {
    ...projectMonthItems(householdId, projectId, from?.slice(0, 7) ?? null, to?.slice(0, 7) ?? null),
    ConsistentRead: false,
  });
  const counts: Record<string, number> = {};
  for (const month of months) {
    const yearMonth = String(month.SK).slice(-7).replace('-', '');
    for (const [name, value] of Object.entries(month))
      if (/^d\d\d$/.test(name) && typeof value === 'number' && value > 0)
        counts[`${yearMonth}${name.slice(1)}`] = value;
  }
  return counts;
}

interface Window {
  /** Matching rows to pass over before the page (a page asked for by number). */
  skip: number;
  take: number;
  matches: ((item: Item) => boolean) | null;
  /** Rows one Query looks at, given how many matches are still wanted. */
  rowsPerQuery: (wanted: number) => number;
  maxQueries: number;
  /** Where a Query resumes after `item`. */
  keyAfter: (item: Item) => Record<string, unknown>;
}

/**
 * Reads `query` from `startKey` until the page is found, the rows run out or the Queries are spent; `last`
 * is the last row looked at while rows remain after it. Each Query asks for one row more than it looks at,
 * so whether any remain is known without another call.
 */
async function readWindow(
  ctx: DataContext,
  query: KeyQuery,
  startKey: Record<string, unknown> | undefined,
  window: Window,
): Promise<{ page: Item[]; looked: number; last: Item | undefined }> {
  const found: Item[] = [];
  const wanted = window.skip + window.take;
  let looked = 0;
  let key = startKey;
  for (let queries = 1; ; queries++) {
    const rows = window.rowsPerQuery(wanted - found.length);
    const result = await queryPage(ctx, {
      ...query,
      Limit: rows + 1,
      ...(key ? { ExclusiveStartKey: key } : {}),
    });
    const seen = result.items.slice(0, rows);
    const remaining = result.items.length > seen.length || result.lastKey !== undefined;
    for (const [index, item] of seen.entries()) {
      looked += 1;
      if (window.matches && !window.matches(item)) continue;
      found.push(item);
      if (found.length === wanted) {
        const more = index < seen.length - 1 || remaining;
        return { page: found.slice(window.skip), looked, last: more ? item : undefined };
      }
    }
    const last = seen.at(-1);
    if (!remaining || !last) return { page: found.slice(window.skip), looked, last: undefined };
    if (queries >= window.maxQueries) return { page: found.slice(window.skip), looked, last };
    key = window.keyAfter(last);
  }
}

/**
 * One filtered page: GetItem(project), + one GetItem of the scope's day counts when the total is countable,
 * + the Query of the page, which a countable page asked for by number starts on its day.
 * Throws NotFoundError('project'), InvalidInputError('cursor').
 */
export async function listFilteredExpensePage(
  ctx: DataContext,
  householdId: string,
  projectId: number,
  filters: ExpenseFilters,
  request: FilteredPageRequest,
): Promise<ExpensePage> {
  const cursor = request.cursor ? decodeExpenseCursor(request.cursor) : null;
  const project = await getProjectItemWithFilterKeys(ctx, householdId, projectId);
  if (!project) throw new NotFoundError('project', projectId);
  const scope = scopeOf(filters, await linkKeysReady(ctx, householdId, projectId, project, filters));
  const check = remainingCheck(filters, scope);
  const dated = filters.from !== null || filters.to !== null;
  // The day counts give the total, where a page by number starts, and how many a search looks through.
  const counts =
    check && !filters.search ? null : await scopeDays(ctx, householdId, projectId, project, scope, filters);
  const scopeCount = counts
    ? Object.values(counts).reduce((sum, count) => sum + count, 0)
    : dated || scope.by !== 'project'
      ? null
      : Math.max(0, num(project.expenseCount));
  const totalCount = check ? null : scopeCount;

  const low = `${SK_PREFIX.expense}${filters.from ?? ''}`;
  let high = `${SK_PREFIX.expense}${filters.to ?? ''}~`;
  let skip = 0;
  let startKey: Record<string, unknown> | undefined;
  const offset = (request.page - 1) * request.pageSize;
  if (cursor) {
    // A cursor of another list (other dates) would point outside this Query's range: DynamoDB refuses it.
    const position = expenseByDateSortKey(cursor.date, cursor.id);
    if (position < low || position > high) throw new InvalidInputError('cursor', 'Invalid cursor');
    startKey = scopedExpenseStartKey(householdId, projectId, scope, cursor);
  } else if (counts && !check) {
    // As the unfiltered list does: start on the day that holds the offset.
    const start = locateOffsetInDays(counts, offset);
    high = start ? start.upper : high;
    skip = start ? start.skip : offset;
  } else skip = offset;

  const pastTheEnd = totalCount !== null && !cursor && offset >= totalCount;
  const { page, looked, last } = pastTheEnd
    ? { page: [], looked: 0, last: undefined }
    : await readWindow(ctx, scopedExpensesNewestFirst(householdId, projectId, scope, low, high), startKey, {
        skip,
        take: request.pageSize,
        matches: check,
        rowsPerQuery: filters.search
          ? () => SEARCH_ROWS_PER_CALL
          : check
            ? () => COMBINATION_WINDOW * request.pageSize
            : (wanted) => wanted,
        // A search reads one window, whatever page is asked for (it is paged by cursor); any other page asked
        // for by number reads until it is found; a call from a cursor reads one window.
        maxQueries: !filters.search && (skip > 0 || !check) ? Number.POSITIVE_INFINITY : 1,
        keyAfter: (item) =>
          scopedExpenseStartKey(householdId, projectId, scope, { date: String(item.date), id: num(item.id) }),
      });
  const lookedSoFar = (cursor?.looked ?? 0) + looked;
  return {
    expenses: page.map(toExpenseRecord),
    totalCount,
    totalPages: totalCount === null ? null : totalPagesFor(totalCount, request.pageSize),
    page: request.page,
    pageSize: request.pageSize,
    nextCursor: last
      ? encodeExpenseCursor({ date: String(last.date), id: num(last.id), looked: lookedSoFar })
      : null,
    searched: filters.search ? { looked: lookedSoFar, of: scopeCount } : null,
  };
}
