import { describe, expect, it } from 'vitest';
import { ESTIMATE_MESSAGES, estimateFormSchema, estimateInputSchema, isCompleteSplit } from './estimate';
import { issuesWith, expectDropped } from '../../test/schema-cases';

const valid = { projectId: 1, contractorId: 2, title: 'Roof', amount: '10000', date: '2025-04-01' };
const issuesOf = issuesWith(estimateInputSchema);
const splitIssue = { path: ['cashPercentage'], message: 'Cash and taxed percentages must add up to 100%' };

describe('estimateInputSchema', () => {
  it('applies the defaults: cash 0 %, taxed 100 %, rate 0 %, status pending', () => {
    expect(estimateInputSchema.parse(valid)).toEqual({
      projectId: 1,
      contractorId: 2,
      title: 'Roof',
      description: null,
      amount: 1_000_000,
      cashPercentage: 0,
      taxedPercentage: 10_000,
      taxRate: 0,
      date: '2025-04-01',
      status: 'pending',
      notes: null,
      category: null,
      attachmentUrl: null,
    });
  });

  it("uses the product's messages word for word", () => {
    expect(issuesOf({})).toEqual([
      { path: ['projectId'], message: 'Project is required' },
      { path: ['contractorId'], message: 'Contractor is required' },
      { path: ['title'], message: 'Title is required' },
      { path: ['amount'], message: 'Amount must be greater than 0' },
      { path: ['date'], message: 'Date is required' },
    ]);
    expect(ESTIMATE_MESSAGES.cashPercentage).toBe('Cash percentage must be between 0% and 100%');
    expect(ESTIMATE_MESSAGES.taxedPercentage).toBe('Taxed percentage must be between 0% and 100%');
    expect(ESTIMATE_MESSAGES.split).toBe('Cash and taxed percentages must add up to 100%');
  });

  describe('cash and taxed split (tolerance 0.01)', () => {
    it.each([
      ['0', '100'],
      ['100', '0'],
      ['33.33', '66.67'],
      ['50', '50'],
      ['12.5', '87.5'],
      [33.333, 66.667],
      ['33.334', '66.665'], // 99.999 before rounding: within 0.01
    ])('accepts %j + %j', (cashPercentage, taxedPercentage) => {
      expect(estimateInputSchema.safeParse({ ...valid, cashPercentage, taxedPercentage }).success).toBe(true);
    });

    it.each([
      ['33.33', '66.66'], // exactly 0.01 short
      ['33.34', '66.67'], // 0.01 over
      ['50', '49'],
      ['0', '0'],
      ['40', undefined], // taxed defaults to 100
      ['33.335', '66.665'], // rounded as stored: 33.34 + 66.67 = 100.01
    ])('refuses %j + %j on the cash field', (cashPercentage, taxedPercentage) => {
      expect(issuesOf({ ...valid, cashPercentage, taxedPercentage })).toEqual([splitIssue]);
    });

    it('stores the split in hundredths', () => {
      // Act
      const estimate = estimateInputSchema.parse({
        ...valid,
        cashPercentage: '33.33',
        taxedPercentage: 66.67,
      });
      // Assess
      expect([estimate.cashPercentage, estimate.taxedPercentage]).toEqual([3333, 6667]);
    });

    it('checks the sum only once each percentage is in range', () => {
      expect(issuesOf({ ...valid, cashPercentage: '-0.01', taxedPercentage: '100.01' })).toEqual([
        { path: ['cashPercentage'], message: 'Cash percentage must be between 0% and 100%' },
        { path: ['taxedPercentage'], message: 'Taxed percentage must be between 0% and 100%' },
      ]);
      expect(issuesOf({ ...valid, cashPercentage: '101', taxedPercentage: '-1' })).toHaveLength(2);
    });

    it('isCompleteSplit compares stored hundredths strictly within 0.01', () => {
      expect(isCompleteSplit(3333, 6667)).toBe(true);
      expect(isCompleteSplit(3333, 6666)).toBe(false);
      expect(isCompleteSplit(3334, 6667)).toBe(false);
    });
  });

  describe('tax rate', () => {
    it.each([
      ['0', 0],
      ['100', 10_000],
      ['13', 1300],
      ['', 0],
      [null, 0],
    ])('stores %j as %i hundredths', (taxRate, stored) => {
      expect(estimateInputSchema.parse({ ...valid, taxRate }).taxRate).toBe(stored);
    });

    it.each(['-0.01', '100.01', 'thirteen'])('refuses %j', (taxRate) => {
      expect(issuesOf({ ...valid, taxRate })).toEqual([
        { path: ['taxRate'], message: 'Tax rate must be between 0% and 100%' },
      ]);
    });
  });

  describe('ids, amount and status', () => {
    it.each([0, '0', -3, 'abc', null])('refuses the project and contractor %j', (id) => {
      expect(issuesOf({ ...valid, projectId: id, contractorId: id })).toEqual([
        { path: ['projectId'], message: 'Project is required' },
        { path: ['contractorId'], message: 'Contractor is required' },
      ]);
    });

    it.each(['0', '-5', 'x'])('refuses the amount %j', (amount) => {
      expect(issuesOf({ ...valid, amount })).toEqual([
        { path: ['amount'], message: 'Amount must be greater than 0' },
      ]);
    });

    it('refuses an amount above $99,999,999.99', () => {
      expect(issuesOf({ ...valid, amount: 1e8 })).toEqual([
        { path: ['amount'], message: 'Amount must be at most $99,999,999.99' },
      ]);
    });

    it('accepts the three statuses in any case and refuses others', () => {
      expect(estimateInputSchema.parse({ ...valid, status: 'Approved' }).status).toBe('approved');
      expect(estimateInputSchema.parse({ ...valid, status: 'rejected' }).status).toBe('rejected');
      expect(issuesOf({ ...valid, status: 'paid' })).toEqual([
        { path: ['status'], message: 'Status must be pending, approved or rejected' },
      ]);
    });

    it('refuses an impossible date', () => {
      expect(issuesOf({ ...valid, date: '2025-02-30' })).toEqual([
        { path: ['date'], message: 'Date must be a valid date (YYYY-MM-DD)' },
      ]);
    });
  });

  it('drops what the client may not set, including the payment aggregates', () => {
    expectDropped(estimateInputSchema, valid, {
      id: 5,
      userId: 'other',
      createdAt: 'x',
      paidAmount: '999.00',
      paidCount: 3,
      totalWithTax: '1.00',
      remaining: '0.00',
      percentPaid: 100,
    });
  });
});

describe('estimateFormSchema', () => {
  it('sends money, percentages and rate as 2-decimal strings', () => {
    // Act
    const payload = estimateFormSchema.parse({
      ...valid,
      projectId: '1',
      contractorId: '2',
      amount: '1234.5',
      cashPercentage: '25',
      taxedPercentage: '75',
      taxRate: '13',
      attachmentUrl: 'users/x/estimates/quote.pdf',
    });
    // Assess
    expect(payload).toEqual({
      projectId: 1,
      contractorId: 2,
      title: 'Roof',
      description: null,
      amount: '1234.50',
      cashPercentage: '25.00',
      taxedPercentage: '75.00',
      taxRate: '13.00',
      date: '2025-04-01',
      status: 'pending',
      notes: null,
      category: null,
      attachmentUrl: 'users/x/estimates/quote.pdf',
    });
  });

  it('shows the split error on the cash field', () => {
    // Act
    const issues = issuesWith(estimateFormSchema)({
      ...valid,
      cashPercentage: '33.33',
      taxedPercentage: '66.66',
    });
    // Assess
    expect(issues).toEqual([splitIssue]);
  });
});

describe('estimate category', () => {
  const estimate = {
    projectId: 1,
    contractorId: 2,
    title: 'Cabinets',
    amount: '100',
    date: '2025-04-01',
  };

  it('is optional and canonical', () => {
    expect(estimateInputSchema.parse(estimate).category).toBeNull();
    expect(estimateInputSchema.parse({ ...estimate, category: 'Materials' }).category).toBe('materials');
  });

  it('refuses a category that is not an expense category', () => {
    expect(issuesOf({ ...estimate, category: 'gold' })).toEqual([
      { path: ['category'], message: 'Invalid category' },
    ]);
  });
});
