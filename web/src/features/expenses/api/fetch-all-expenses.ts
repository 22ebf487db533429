import { MAX_PAGE_SIZE, type Expense, type ExpensePage } from '@reno/domain';
import { api, withQuery } from '../../../lib/api-client';
import { pageQuery, readEveryPage } from '../../../lib/read-all-pages';
import type { ExpenseListParams } from '../../../entities/expense/api/expense-queries';

/** Every expense matching the filters, page after page by cursor at the largest page size (the CSV export). */
export function fetchAllExpenses(
  params: Omit<ExpenseListParams, 'page' | 'pageSize' | 'cursor'>,
): Promise<Expense[]> {
  // The expense list answers an object (docs/product.md#api-expenses): its page's rows and nextCursor.
  return readEveryPage(async (cursor) => {
    const page = await api.get<ExpensePage>(
      withQuery('/api/expenses', pageQuery({ ...params, pageSize: MAX_PAGE_SIZE }, cursor)),
    );
    return { rows: page.expenses, nextCursor: page.nextCursor };
  });
}
