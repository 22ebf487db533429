import { describe, expect, it } from 'vitest';
import { expenseListQuerySchema } from './expense-query';
import { issuesWith } from '../../test/schema-cases';

const issuesOf = issuesWith(expenseListQuerySchema);

describe('expenseListQuerySchema', () => {
  it('fills the defaults for an empty query string', () => {
    expect(expenseListQuerySchema.parse({})).toEqual({
      projectId: null,
      page: 1,
      pageSize: 25,
      search: null,
      category: null,
      paymentMethod: null,
      contractorId: null,
      estimateId: null,
      from: null,
      to: null,
      cursor: null,
    });
  });

  it('reads the string values of a query', () => {
    expect(
      expenseListQuerySchema.parse({
        projectId: '3',
        page: '2',
        pageSize: '100',
        search: '  tile  ',
        category: 'Materials',
        paymentMethod: 'credit_card',
        contractorId: '7',
        estimateId: '12',
        from: '2025-01-01',
        to: ' 2025-03-31 ',
        cursor: 'MjAyNS0wMy0xMCMxMiMw',
      }),
    ).toEqual({
      projectId: 3,
      page: 2,
      pageSize: 100,
      search: 'tile',
      category: 'materials',
      paymentMethod: 'credit_card',
      contractorId: 7,
      estimateId: 12,
      from: '2025-01-01',
      to: '2025-03-31',
      cursor: 'MjAyNS0wMy0xMCMxMiMw',
    });
  });

  it("treats 'all' and empty filters as no filter", () => {
    expect(expenseListQuerySchema.parse({ category: 'all', paymentMethod: '' })).toMatchObject({
      category: null,
      paymentMethod: null,
    });
    expect(expenseListQuerySchema.parse({ category: 'ALL' }).category).toBeNull();
  });

  it.each(['0', '-1', '1.5', 'two', 0])('refuses the page %j', (page) => {
    expect(issuesOf({ page })).toEqual([{ path: ['page'], message: 'Page must be a positive whole number' }]);
  });

  it('accepts page sizes from 1 to 100 and refuses 0 and 101', () => {
    expect(expenseListQuerySchema.parse({ pageSize: '1' }).pageSize).toBe(1);
    expect(expenseListQuerySchema.parse({ pageSize: 100 }).pageSize).toBe(100);
    expect(issuesOf({ pageSize: '101' })).toEqual([
      { path: ['pageSize'], message: 'Page size must be between 1 and 100' },
    ]);
    expect(issuesOf({ pageSize: '0' })).toEqual([
      { path: ['pageSize'], message: 'Page size must be between 1 and 100' },
    ]);
  });

  it('refuses unknown filters and a bad project, contractor or estimate id', () => {
    expect(
      issuesOf({
        projectId: 'x',
        category: 'snacks',
        paymentMethod: ['cash'],
        contractorId: '0',
        estimateId: '2.5',
      }),
    ).toEqual([
      { path: ['projectId'], message: 'Invalid project' },
      { path: ['category'], message: 'Invalid category' },
      { path: ['paymentMethod'], message: 'Invalid payment method' },
      { path: ['contractorId'], message: 'Invalid contractor' },
      { path: ['estimateId'], message: 'Invalid estimate' },
    ]);
  });

  it('refuses a date that is not a calendar date and a cursor that is not base64url', () => {
    expect(issuesOf({ from: '2025-02-30', to: 'March', cursor: 'a b' })).toEqual([
      { path: ['from'], message: 'From must be a valid date (YYYY-MM-DD)' },
      { path: ['to'], message: 'To must be a valid date (YYYY-MM-DD)' },
      { path: ['cursor'], message: 'Invalid cursor' },
    ]);
  });

  it('refuses an overlong search', () => {
    expect(issuesOf({ search: 's'.repeat(256) })).toEqual([
      { path: ['search'], message: 'Search must be at most 255 characters' },
    ]);
  });
});
