// The pages of one project's expenses as the API serves them (packages/data expense-pages.ts and
// expense-filtered-pages.ts): counted totals where the API keeps counts, the cursor, how far a search
// looked, and the bounded window of a combination. Checked against the API by the contract test.
import { compareIsoStrings, type Expense, type ExpensePage } from '@reno/domain';

interface ProjectPageQuery {
  page: number;
  pageSize: number;
  search: string | null;
  category: string | null;
  paymentMethod: string | null;
  contractorId: number | null;
  estimateId: number | null;
  from: string | null;
  to: string | null;
  cursor: string | null;
}

interface Cursor {
  date: string;
  id: number;
  looked: number;
}

/** Rows a combination looks at per call, per row of the page (as the API). */
const COMBINATION_WINDOW = 1;
/** Rows a search looks at per call, whatever page it asks for (SEARCH_ROWS_PER_CALL in the API). */
const SEARCH_ROWS_PER_CALL = 500;

const newestFirst = (a: Expense, b: Expense) => compareIsoStrings(b.date, a.date) || b.id - a.id;

function encodeCursor({ date, id, looked }: Cursor): string {
  return btoa(`${date}#${id}#${looked}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeCursor(text: string): Cursor | null {
  try {
    const match = /^(\d{4}-\d{2}-\d{2})#(\d{1,12})#(\d{1,12})$/.exec(
      atob(text.replace(/-/g, '+').replace(/_/g, '/')),
    );
    return match ? { date: match[1] as string, id: Number(match[2]), looked: Number(match[3]) } : null;
  } catch {
    return null;
  }
}

/** The position of an expense in the date order: 'YYYY-MM-DD#<id12>' (the API's index sort key). */
const positionOf = (expense: { date: string; id: number }) =>
  `${expense.date}#${String(expense.id).padStart(12, '0')}`;

/** One project's page, or 'bad cursor' for a cursor the API would refuse. */
export function projectExpensePage(
  projectExpenses: Expense[],
  query: ProjectPageQuery,
): ExpensePage | 'bad cursor' {
  const { page, pageSize, search, category, paymentMethod, contractorId, estimateId, from, to } = query;
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !cursor) return 'bad cursor';
  const all = [...projectExpenses].sort(newestFirst);
  const offset = (page - 1) * pageSize;
  // The filters in the order the API picks its index: the first read as a list of its own, the rest checked
  // row by row.
  const filters = [
    { by: 'estimate', on: estimateId !== null, keep: (e: Expense) => e.estimateId === estimateId },
    { by: 'contractor', on: contractorId !== null, keep: (e: Expense) => e.contractorId === contractorId },
    { by: 'category', on: category !== null, keep: (e: Expense) => e.category === category },
    { by: 'method', on: paymentMethod !== null, keep: (e: Expense) => e.paymentMethod === paymentMethod },
  ].filter((filter) => filter.on);
  if (filters.length === 0 && !search && !from && !to && !cursor) {
    const slice = all.slice(offset, offset + pageSize);
    const last = slice.at(-1);
    return {
      expenses: slice,
      totalCount: all.length,
      totalPages: Math.ceil(all.length / pageSize),
      nextCursor:
        last && offset + slice.length < all.length
          ? encodeCursor({ date: last.date, id: last.id, looked: 0 })
          : null,
      searched: null,
    };
  }

  const low = from ?? '';
  const high = `${to ?? ''}~`;
  if (cursor && (positionOf(cursor) < low || positionOf(cursor) > high)) return 'bad cursor';
  const [indexed, ...others] = filters;
  const scope = all.filter(
    (expense) =>
      (!indexed || indexed.keep(expense)) && positionOf(expense) >= low && positionOf(expense) <= high,
  );
  const check =
    others.length > 0 || search
      ? (expense: Expense) =>
          others.every((filter) => filter.keep(expense)) &&
          (!search ||
            `${expense.description}\n${expense.notes ?? ''}`.toLowerCase().includes(search.toLowerCase()))
      : null;
  // Counted: the project, one category or one payment method, with or without a date range.
  const counted = !indexed || indexed.by === 'category' || indexed.by === 'method';
  const scopeCount = !counted || (check && !search) ? null : scope.length;
  const totalCount = check ? null : scopeCount;

  const rows = cursor ? scope.filter((expense) => positionOf(expense) < positionOf(cursor)) : scope;
  const skip = cursor ? 0 : offset;
  const window = search
    ? SEARCH_ROWS_PER_CALL
    : check && skip === 0
      ? COMBINATION_WINDOW * pageSize
      : rows.length;
  const found: Expense[] = [];
  let looked = 0;
  let last: Expense | undefined;
  const pastTheEnd = totalCount !== null && !cursor && offset >= totalCount;
  for (const [index, expense] of (pastTheEnd ? [] : rows).entries()) {
    if (looked === window) {
      last = rows[index - 1];
      break;
    }
    looked += 1;
    if (check && !check(expense)) continue;
    found.push(expense);
    if (found.length === skip + pageSize) {
      last = index < rows.length - 1 ? expense : undefined;
      break;
    }
  }
  const lookedSoFar = (cursor?.looked ?? 0) + looked;
  return {
    expenses: found.slice(skip),
    totalCount,
    totalPages: totalCount === null ? null : Math.ceil(totalCount / pageSize),
    nextCursor: last ? encodeCursor({ date: last.date, id: last.id, looked: lookedSoFar }) : null,
    searched: search ? { looked: lookedSoFar, of: scopeCount } : null,
  };
}
