import type { CanCreateResponse, Expense, ExpensePage } from '@reno/domain';
import { withQuery } from '../../../lib/api-client';
import { answerQuery } from '../../../lib/api-queries';

export interface ExpenseListParams {
  projectId?: number | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  search?: string | undefined;
  category?: string | undefined;
  paymentMethod?: string | undefined;
  contractorId?: number | undefined;
  estimateId?: number | undefined;
  /** The `nextCursor` of the page before (docs/product.md#api-expenses). */
  cursor?: string | undefined;
}

// Every key starts with '/api/expenses': invalidating expenseKeys.all refreshes lists, details and the limit check.
export const expenseKeys = {
  all: ['/api/expenses'] as const,
  list: (params: ExpenseListParams) => ['/api/expenses', 'list', params] as const,
  detail: (id: number) => ['/api/expenses', 'detail', id] as const,
  canCreate: () => ['/api/expenses', 'can_create'] as const,
};

export const expenseQueries = {
  list: (params: ExpenseListParams) =>
    answerQuery<ExpensePage>(expenseKeys.list(params), withQuery('/api/expenses', { ...params })),
  detail: (id: number) => answerQuery<Expense>(expenseKeys.detail(id), `/api/expenses/${id}`),
  canCreate: () => answerQuery<CanCreateResponse>(expenseKeys.canCreate(), '/api/expenses/can_create'),
};
