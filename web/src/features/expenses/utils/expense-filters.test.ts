import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPENSE_FILTERS, parseExpenseFilters, serializeExpenseFilters } from './expense-filters';

describe('expense filters in the query string', () => {
  it('omits the defaults (all, page 1, 25 rows)', () => {
    expect(serializeExpenseFilters(DEFAULT_EXPENSE_FILTERS)).toBe('');
    expect(parseExpenseFilters(new URLSearchParams(''))).toEqual(DEFAULT_EXPENSE_FILTERS);
  });

  it('round-trips every filter', () => {
    const filters = {
      search: 'tile & grout',
      category: 'labor',
      paymentMethod: 'bank_transfer',
      contractorId: 7,
      estimateId: 12,
      page: 3,
      pageSize: 50,
    };
    const query = serializeExpenseFilters(filters);
    expect(query).toBe(
      'search=tile+%26+grout&category=labor&paymentMethod=bank_transfer&contractorId=7&estimateId=12&page=3&pageSize=50',
    );
    expect(parseExpenseFilters(new URLSearchParams(query))).toEqual(filters);
  });

  it('falls back to defaults for values it cannot use', () => {
    expect(
      parseExpenseFilters(
        new URLSearchParams(
          'category=gold&paymentMethod=barter&contractorId=bob&estimateId=0&page=-2&pageSize=33',
        ),
      ),
    ).toEqual(DEFAULT_EXPENSE_FILTERS);
    expect(
      parseExpenseFilters(new URLSearchParams('category=Materials&paymentMethod=Credit Card')),
    ).toMatchObject({
      category: 'materials',
      paymentMethod: 'credit_card',
    });
  });
});
