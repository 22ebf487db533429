import { MAX_PAGE_SIZE, type Expense } from '@reno/domain';
import { readAllPages } from '../../../lib/read-all-pages';
import type { ExpenseListParams } from '../../../entities/expense/api/expense-queries';

/** Every expense matching the filters, page after page by cursor at the largest page size (the CSV export). */
export function fetchAllExpenses(
  params: Omit<ExpenseListParams, 'page' | 'pageSize' | 'cursor'>,
): Promise<Expense[]> {
  return readAllPages<'expenses', Expense>('/api/expenses', 'expenses', {
    ...params,
    pageSize: MAX_PAGE_SIZE,
  });
}
