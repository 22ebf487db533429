import { MAX_PAGE_SIZE, type Expense, type ExpensePage } from '@reno/domain';
import { api, withQuery } from '../../../lib/api-client';
import type { ExpenseListParams } from '../../../entities/expense/api/expense-queries';

/** Every expense matching the filters, page by page at the largest page size (for the CSV export). */
export async function fetchAllExpenses(
  params: Omit<ExpenseListParams, 'page' | 'pageSize'>,
): Promise<Expense[]> {
  const expenses: Expense[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.get<ExpensePage>(
      withQuery('/api/expenses', { ...params, page, pageSize: MAX_PAGE_SIZE }),
    );
    expenses.push(...result.expenses);
    if (page >= result.totalPages || result.expenses.length === 0) return expenses;
  }
}
