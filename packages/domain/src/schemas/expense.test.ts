import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES, expenseFormSchema, expenseInputSchema, isPdfReference } from './expense';
import { issuesWith, expectDropped } from '../../test/schema-cases';

const valid = {
  projectId: 1,
  description: 'Lumber',
  amount: '249.99',
  category: 'materials',
  paymentMethod: 'credit_card',
  date: '2025-03-14',
};
const issuesOf = issuesWith(expenseInputSchema);
/** The expense stored for `valid` with these fields changed. */
const storedWith = (fields: object) => expenseInputSchema.parse({ ...valid, ...fields });

describe('expenseInputSchema', () => {
  it('stores cents, canonical choices and null for the optional fields', () => {
    expect(expenseInputSchema.parse(valid)).toEqual({
      projectId: 1,
      description: 'Lumber',
      amount: 24_999,
      category: 'materials',
      paymentMethod: 'credit_card',
      date: '2025-03-14',
      notes: null,
      contractorId: null,
      estimateId: null,
      imageUrl: null,
    });
  });

  it('reads a basis class by value or label; left out it stays undefined (kept on an update), blank is null', () => {
    const basisClassOf = (basisClass: unknown) => storedWith({ basisClass }).basisClass;
    expect(basisClassOf('Not part of the home')).toBe('not_part_of_home');
    expect(basisClassOf(' repair ')).toBe('repair');
    expect(basisClassOf(null)).toBeNull();
    expect(basisClassOf('')).toBeNull();
    expect(expenseInputSchema.parse(valid).basisClass).toBeUndefined();
    expect(issuesOf({ ...valid, basisClass: 'capital' })).toEqual([
      { path: ['basisClass'], message: 'Invalid basis class' },
    ]);
    expect(issuesOf({ ...valid, basisClass: 3 })).toEqual([
      { path: ['basisClass'], message: 'Invalid basis class' },
    ]);
  });

  it("uses the product's messages word for word", () => {
    expect(EXPENSE_MESSAGES).toMatchObject({
      description: 'Description is required',
      amount: 'Amount must be greater than 0',
      category: 'Category is required',
      paymentMethod: 'Payment method is required',
      date: 'Date is required',
    });
  });

  it('reports every required field with its message when the body is empty', () => {
    expect(issuesOf({})).toEqual([
      { path: ['projectId'], message: 'Project is required' },
      { path: ['description'], message: 'Description is required' },
      { path: ['amount'], message: 'Amount must be greater than 0' },
      { path: ['category'], message: 'Category is required' },
      { path: ['paymentMethod'], message: 'Payment method is required' },
      { path: ['date'], message: 'Date is required' },
    ]);
  });

  describe('amount', () => {
    it.each([
      ['0.01', 1],
      ['0.005', 1],
      [19.99, 1999],
      ['1,234.5', 123_450],
    ])('accepts %j as %i cents', (amount, cents) => {
      expect(storedWith({ amount }).amount).toBe(cents);
    });

    it.each(['0', 0, '0.004', '-1', -0.01, 'abc', '', null])('refuses %j', (amount) => {
      expect(issuesOf({ ...valid, amount })).toEqual([
        { path: ['amount'], message: EXPENSE_MESSAGES.amount },
      ]);
    });

    it('refuses more than $99,999,999.99', () => {
      expect(issuesOf({ ...valid, amount: '100000000.00' })).toEqual([
        { path: ['amount'], message: 'Amount must be at most $99,999,999.99' },
      ]);
    });
  });

  describe('category and payment method', () => {
    it('accepts either reading and stores the canonical value', () => {
      expect(storedWith({ category: 'Labor', paymentMethod: 'Bank Transfer' })).toMatchObject({
        category: 'labor',
        paymentMethod: 'bank_transfer',
      });
    });

    it('refuses values outside the lists', () => {
      expect(issuesOf({ ...valid, category: 'snacks', paymentMethod: 'barter' })).toEqual([
        { path: ['category'], message: 'Invalid category' },
        { path: ['paymentMethod'], message: 'Invalid payment method' },
      ]);
      expect(issuesOf({ ...valid, category: 3 })).toEqual([
        { path: ['category'], message: 'Invalid category' },
      ]);
    });

    it('reports blank values as missing', () => {
      expect(issuesOf({ ...valid, category: ' ', paymentMethod: '' })).toEqual([
        { path: ['category'], message: EXPENSE_MESSAGES.category },
        { path: ['paymentMethod'], message: EXPENSE_MESSAGES.paymentMethod },
      ]);
    });
  });

  describe('date', () => {
    it('accepts an existing calendar day, trimmed', () => {
      expect(storedWith({ date: ' 2024-02-29 ' }).date).toBe('2024-02-29');
    });

    it.each(['2025-02-30', '2025-13-01', '03/14/2025', '2025-03-14T10:00:00.000Z', 20250314])(
      'refuses %j as not a date',
      (date) => {
        expect(issuesOf({ ...valid, date })).toEqual([
          { path: ['date'], message: EXPENSE_MESSAGES.dateInvalid },
        ]);
      },
    );

    it.each(['', null, undefined])('refuses %j as missing', (date) => {
      expect(issuesOf({ ...valid, date })).toEqual([{ path: ['date'], message: 'Date is required' }]);
    });
  });

  describe('links and optional fields', () => {
    it('stores ids given as numbers or digit strings', () => {
      expect(storedWith({ projectId: '4', contractorId: 9, estimateId: '12' })).toMatchObject({
        projectId: 4,
        contractorId: 9,
        estimateId: 12,
      });
    });

    it.each(['', null, undefined])('stores %j links, notes and receipt as null', (empty) => {
      const stored = storedWith({ contractorId: empty, estimateId: empty, notes: empty, imageUrl: empty });
      expect(stored).toMatchObject({ contractorId: null, estimateId: null, notes: null, imageUrl: null });
    });

    it.each([0, -1, 1.5, 'abc', '1e3', Number.MAX_SAFE_INTEGER + 1, true])('refuses the id %j', (id) => {
      expect(issuesOf({ ...valid, projectId: id, contractorId: id, estimateId: id })).toEqual([
        { path: ['projectId'], message: 'Project is required' },
        { path: ['contractorId'], message: 'Invalid contractor' },
        { path: ['estimateId'], message: 'Invalid estimate' },
      ]);
    });

    it('keeps a receipt key and trims notes', () => {
      expect(storedWith({ imageUrl: 'users/abc/receipts/1.pdf', notes: ' paid ' })).toMatchObject({
        imageUrl: 'users/abc/receipts/1.pdf',
        notes: 'paid',
      });
    });
  });

  it('drops what the client may not set', () => {
    expectDropped(expenseInputSchema, valid, {
      id: 99,
      userId: 'other',
      createdAt: '2000-01-01T00:00:00.000Z',
      totalSpent: '1.00',
    });
  });
});

describe('expenseFormSchema', () => {
  it('sends the amount as a 2-decimal string and empty selects as null', () => {
    // Act
    const payload = expenseFormSchema.parse({
      ...valid,
      amount: '12.5',
      contractorId: '',
      estimateId: '3',
      notes: '',
      imageUrl: null,
    });
    // Assess
    expect(payload).toEqual({
      projectId: 1,
      description: 'Lumber',
      amount: '12.50',
      category: 'materials',
      paymentMethod: 'credit_card',
      date: '2025-03-14',
      notes: null,
      contractorId: null,
      estimateId: 3,
      imageUrl: null,
    });
  });

  it("reports the product's messages on the form fields", () => {
    expect(issuesWith(expenseFormSchema)({ ...valid, description: ' ', amount: '0' })).toEqual([
      { path: ['description'], message: 'Description is required' },
      { path: ['amount'], message: 'Amount must be greater than 0' },
    ]);
  });
});

describe('isPdfReference', () => {
  it.each([
    ['users/a/receipt.pdf', true],
    ['users/a/RECEIPT.PDF', true],
    ['https://example.com/r.pdf?X-Amz-Signature=abc', true],
    ['users/a/receipt.png', false],
    ['users/a/pdf', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (reference, expected) => {
    expect(isPdfReference(reference)).toBe(expected);
  });
});
