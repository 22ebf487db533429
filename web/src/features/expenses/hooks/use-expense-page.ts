import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expenseQueries } from '../../../entities/expense/api/expense-queries';
import { serializeExpenseFilters, type ExpenseFilters } from '../utils/expense-filters';

/**
 * The page of the project's expenses that the filters ask for; the last page stays shown while the next
 * loads. Each answer's `nextCursor` is kept for the page after it, so a page reached by 'Next page' or
 * 'Search further' is asked for from there (docs/product.md#api-expenses); a page opened by its number
 * alone is asked for by number.
 */
export function useExpensePage(projectId: number, filters: ExpenseFilters) {
  const list = `${projectId}?${serializeExpenseFilters({ ...filters, page: 1 })}`;
  const [cursors, setCursors] = useState<Record<string, string>>({});
  const cursor = filters.page > 1 ? cursors[`${list}#${filters.page}`] : undefined;
  const query = useQuery({
    ...expenseQueries.list({
      projectId,
      ...(cursor ? { cursor } : { page: filters.page }),
      pageSize: filters.pageSize,
      search: filters.search || undefined,
      category: filters.category || undefined,
      paymentMethod: filters.paymentMethod || undefined,
      contractorId: filters.contractorId ?? undefined,
      estimateId: filters.estimateId ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const next = query.isPlaceholderData ? null : (query.data?.nextCursor ?? null);
  const nextKey = `${list}#${filters.page + 1}`;
  // Kept as the answer arrives (React's "adjust state while rendering" pattern, as useExpenseFilters does).
  if (next && cursors[nextKey] !== next) setCursors({ ...cursors, [nextKey]: next });
  return query;
}
