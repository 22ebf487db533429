// Query string of GET /api/expenses (docs/product.md#validation-expense-list): every value arrives
// as a string or not at all.
import * as z from 'zod/mini';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  normalizeExpenseCategory,
  normalizePaymentMethod,
} from '../constants';
import {
  boundedWholeNumber,
  fail,
  field,
  isBlank,
  optionalDate,
  optionalId,
  optionalShortText,
} from './fields';
import { optionalCursor } from './list-query';

const EXPENSE_QUERY_MESSAGES = {
  project: 'Invalid project',
  page: 'Page must be a positive whole number',
  pageSize: `Page size must be between 1 and ${MAX_PAGE_SIZE}`,
  category: 'Invalid category',
  paymentMethod: 'Invalid payment method',
  contractor: 'Invalid contractor',
  estimate: 'Invalid estimate',
  from: 'From must be a valid date (YYYY-MM-DD)',
  to: 'To must be a valid date (YYYY-MM-DD)',
  cursor: 'Invalid cursor',
} as const;

// The web omits defaults, but an explicit 'all' filter means no filter too.
function filterChoice<T>(normalize: (value: string) => T | null, message: string) {
  return field((input, context): T | null => {
    if (isBlank(input) || (typeof input === 'string' && input.trim().toLowerCase() === 'all')) return null;
    if (typeof input !== 'string') return fail(context, input, message);
    return normalize(input) ?? fail(context, input, message);
  });
}

export const expenseListQuerySchema = z.object({
  projectId: optionalId(EXPENSE_QUERY_MESSAGES.project),
  page: boundedWholeNumber({
    message: EXPENSE_QUERY_MESSAGES.page,
    fallback: 1,
    max: Number.MAX_SAFE_INTEGER,
  }),
  pageSize: boundedWholeNumber({
    message: EXPENSE_QUERY_MESSAGES.pageSize,
    fallback: DEFAULT_PAGE_SIZE,
    max: MAX_PAGE_SIZE,
  }),
  search: optionalShortText('Search'),
  category: filterChoice(normalizeExpenseCategory, EXPENSE_QUERY_MESSAGES.category),
  paymentMethod: filterChoice(normalizePaymentMethod, EXPENSE_QUERY_MESSAGES.paymentMethod),
  contractorId: optionalId(EXPENSE_QUERY_MESSAGES.contractor),
  estimateId: optionalId(EXPENSE_QUERY_MESSAGES.estimate),
  from: optionalDate(EXPENSE_QUERY_MESSAGES.from),
  to: optionalDate(EXPENSE_QUERY_MESSAGES.to),
  cursor: optionalCursor(EXPENSE_QUERY_MESSAGES.cursor),
});

/** GET /api/expenses's query, checked. */
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;
