// What a page of expenses answers, filtered or not (expense-pages.ts, expense-filtered-pages.ts).
import type { ExpenseRecord } from './expenses';

export interface ExpensePage {
  expenses: ExpenseRecord[];
  /** Null when the filter's count is not kept (a combination, a search, a date range). */
  totalCount: number | null;
  totalPages: number | null;
  page: number;
  pageSize: number;
  /** Where the next page starts; null on the last. */
  nextCursor: string | null;
  /** With a search: the expenses it has looked at so far, of how many in its scope (null: not counted). */
  searched: { looked: number; of: number | null } | null;
}
