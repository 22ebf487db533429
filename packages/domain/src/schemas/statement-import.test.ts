import { describe, expect, it } from 'vitest';
import { importLimitMessage, statementBatchSchema, statementCheckSchema } from './statement-import';

const row = { fingerprint: '0123456789abcdef', date: '2026-11-03', description: ' ACE ', amount: '-12.50' };

describe('statement import requests', () => {
  it('reads signed amounts into cents and trims the description', () => {
    expect(statementCheckSchema.parse({ rows: [row] })).toEqual({
      rows: [{ fingerprint: '0123456789abcdef', date: '2026-11-03', description: 'ACE', amount: -1250 }],
    });
  });

  it.each([
    [{ rows: [] }, 'Rows are required'],
    [{ rows: 'all' }, 'Rows are required'],
    [{ rows: [{ ...row, amount: '0.00' }] }, 'Amount must be a number other than 0'],
    [{ rows: [{ ...row, fingerprint: '0123456789ABCDEF' }] }, 'Invalid transaction fingerprint'],
  ])('refuses %j: %s', (body, message) => {
    const result = statementCheckSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('takes a batch of 40 rows with a category and a method, and refuses 41', () => {
    const confirmed = { ...row, category: 'Materials', paymentMethod: 'Credit Card' };
    const batch = (count: number) => ({
      projectId: '7',
      rows: Array.from({ length: count }, () => confirmed),
    });
    const parsed = statementBatchSchema.parse(batch(40));
    expect(parsed.projectId).toBe(7);
    expect(parsed.rows[0]).toMatchObject({ category: 'materials', paymentMethod: 'credit_card' });
    const refused = statementBatchSchema.safeParse(batch(41));
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['At most 40 rows in a batch']);
  });

  it('says how far a Free plan import went', () => {
    expect(importLimitMessage(5, 3, 57)).toBe('The Free plan allows 5 expenses: 3 imported, 57 left');
  });
});
