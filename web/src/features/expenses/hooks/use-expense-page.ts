import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expenseQueries } from '../../../entities/expense/api/expense-queries';
import type { ExpenseFilters } from '../utils/expense-filters';

/** The page of the project's expenses that the filters ask for; the last page stays shown while the next loads. */
export function useExpensePage(projectId: number, filters: ExpenseFilters) {
  return useQuery({
    ...expenseQueries.list({
      projectId,
      page: filters.page,
      pageSize: filters.pageSize,
      search: filters.search || undefined,
      category: filters.category || undefined,
      paymentMethod: filters.paymentMethod || undefined,
    }),
    placeholderData: keepPreviousData,
  });
}
