import {
  DEFAULT_PAGE_SIZE,
  normalizeExpenseCategory,
  normalizePaymentMethod,
  PAGE_SIZE_OPTIONS,
} from '@reno/domain';

/** The expenses screen's filters; they live in the query string (docs/product.md#expenses-screen). */
export interface ExpenseFilters {
  search: string;
  /** '' means all categories. */
  category: string;
  /** '' means all payment methods. */
  paymentMethod: string;
  /** The expenses that name this contractor (a contractor card's 'Expenses' link); null: any. */
  contractorId: number | null;
  /** The expenses linked to this estimate (an estimate card's 'Payments' link); null: any. */
  estimateId: number | null;
  page: number;
  pageSize: number;
}

export const DEFAULT_EXPENSE_FILTERS: ExpenseFilters = {
  search: '',
  category: '',
  paymentMethod: '',
  contractorId: null,
  estimateId: null,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

const positiveWholeNumber = (value: string | null): number | null => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number >= 1 ? number : null;
};

/** Reads the filters from a query string; anything unreadable falls back to its default. */
export function parseExpenseFilters(params: URLSearchParams): ExpenseFilters {
  const pageSize = positiveWholeNumber(params.get('pageSize'));
  return {
    search: params.get('search')?.trim() ?? '',
    category: normalizeExpenseCategory(params.get('category') ?? '') ?? '',
    paymentMethod: normalizePaymentMethod(params.get('paymentMethod') ?? '') ?? '',
    contractorId: positiveWholeNumber(params.get('contractorId')),
    estimateId: positiveWholeNumber(params.get('estimateId')),
    page: positiveWholeNumber(params.get('page')) ?? 1,
    pageSize: PAGE_SIZE_OPTIONS.some((option) => option === pageSize)
      ? (pageSize as number)
      : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of the filters, leaving out default values (all, page 1, 25 rows). */
export function serializeExpenseFilters(filters: ExpenseFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.paymentMethod) params.set('paymentMethod', filters.paymentMethod);
  if (filters.contractorId !== null) params.set('contractorId', String(filters.contractorId));
  if (filters.estimateId !== null) params.set('estimateId', String(filters.estimateId));
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params.toString();
}

export function hasActiveFilters(filters: ExpenseFilters): boolean {
  return !!(
    filters.search ||
    filters.category ||
    filters.paymentMethod ||
    filters.contractorId !== null ||
    filters.estimateId !== null
  );
}
