import { MAX_PAGE_SIZE, type Expense, type ExpensePage } from '@reno/domain';
import { api, withQuery } from '../../../lib/api-client';
import type { ExpenseListParams } from '../../../entities/expense/api/expense-queries';

/** Every expense matching the filters, page after page by cursor at the largest page size (the CSV export). */
export async function fetchAllExpenses(
  params: Omit<ExpenseListParams, 'page' | 'pageSize' | 'cursor'>,
): Promise<Expense[]> {
  const expenses: Expense[] = [];
  let cursor: string | null = null;
  do {
    const result: ExpensePage = await api.get<ExpensePage>(
      withQuery('/api/expenses', { ...params, pageSize: MAX_PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
    );
    expenses.push(...result.expenses);
    cursor = result.nextCursor;
  } while (cursor);
  return expenses;
}
