import { describe, expect, it } from 'vitest';
import { changeOrderFormSchema, changeOrderInputSchema } from './change-order';
import { issuesWith } from '../../test/schema-cases';

const issuesOf = issuesWith(changeOrderInputSchema);

describe('changeOrderInputSchema', () => {
  it('reads a change order, a credit included, with pending as the default status', () => {
    expect(
      changeOrderInputSchema.parse({ title: ' Extra outlets ', amount: '-250.5', date: '2025-03-01' }),
    ).toEqual({
      title: 'Extra outlets',
      description: null,
      amount: -25_050,
      status: 'pending',
      date: '2025-03-01',
    });
    expect(
      changeOrderInputSchema.parse({ title: 'X', amount: 10, date: '2025-03-01', status: 'Approved' }).status,
    ).toBe('approved');
  });

  it('refuses a missing title, a zero amount and an unknown status', () => {
    expect(issuesOf({ title: ' ', amount: '0.00', date: '2025-03-01', status: 'done' })).toEqual([
      { path: ['title'], message: 'Title is required' },
      { path: ['amount'], message: 'Amount must be a non-zero amount' },
      { path: ['status'], message: 'Status must be pending, approved or rejected' },
    ]);
    expect(issuesOf({ title: 'X', amount: 'abc', date: '2025-03-01' })).not.toEqual([]);
    expect(issuesOf({ title: 'X', amount: '-100000000', date: '2025-03-01' })[0]?.message).toBe(
      'Amount must be between -$99,999,999.99 and $99,999,999.99',
    );
  });
});

describe('changeOrderFormSchema', () => {
  it('sends the amount as a 2-decimal string, a credit included', () => {
    expect(changeOrderFormSchema.parse({ title: 'Credit', amount: '-250.5', date: '2025-03-01' })).toEqual({
      title: 'Credit',
      description: null,
      amount: '-250.50',
      status: 'pending',
      date: '2025-03-01',
    });
  });
});
