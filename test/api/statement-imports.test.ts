// Statement imports through the API (docs/product.md#api-statement-imports): rows checked against the
// household's records, stored in batches, undone; bad input answered 400 with the field's message.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import { createExpense, createProject, statementRowPayload } from './support/fixtures';
import { CSV_LAYOUT } from '../support/statement-layout';

const categorised = (row: Record<string, unknown>) => ({
  ...row,
  category: 'materials',
  paymentMethod: 'credit_card',
});

describe('statement imports', () => {
  it('checks rows: logged by a receipt, new, and once imported, imported', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const logged = await createExpense(user, project.id, {
      description: 'Deck boards, Home Depot',
      amount: '245.18',
      date: '2025-03-12',
    });
    const receiptRow = statementRowPayload({
      description: 'THE HOME DEPOT #6543',
      amount: '245.18',
      date: '2025-03-14',
    });
    const newRow = statementRowPayload({ description: 'ACE HARDWARE', amount: '12.00' });
    const refund = statementRowPayload({ description: 'THE HOME DEPOT #6543', amount: '-38.40' });
    const check = await api.post('/api/statement-imports/check', user, {
      rows: [receiptRow, newRow, refund],
    });
    expect(check.status, check.text).toBe(200);
    expect(check.body.rows).toEqual([
      {
        status: 'logged',
        expense: {
          id: logged.id,
          description: 'Deck boards, Home Depot',
          date: '2025-03-12',
          amount: '245.18',
          projectId: project.id,
        },
        vendor: 'HOME DEPOT',
        rule: null,
      },
      { status: 'new', vendor: 'ACE HARDWARE', rule: null },
      { status: 'new', vendor: 'HOME DEPOT', rule: null },
    ]);

    const importId = randomUUID();
    const batch = await api.post(`/api/statement-imports/${importId}/batches`, user, {
      projectId: project.id,
      rows: [newRow, refund].map(categorised),
    });
    expect(batch.status, batch.text).toBe(200);
    expect(batch.body).toEqual({
      expenseIds: [expect.any(Number), expect.any(Number)],
      alreadyImported: 0,
      overLimit: 0,
    });
    const summary = await api.get(`/api/projects/${project.id}/summary`, user);
    expect(summary.body.totalSpent).toBe('218.78');

    const again = await api.post('/api/statement-imports/check', user, { rows: [newRow, refund] });
    // The choices made became the vendors' rules.
    const rule = (vendor: string) => ({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      vendor,
      category: 'materials',
      paymentMethod: 'credit_card',
    });
    expect(again.body.rows).toEqual([
      {
        status: 'imported',
        expenseId: batch.body.expenseIds[0],
        vendor: 'ACE HARDWARE',
        rule: rule('ACE HARDWARE'),
      },
      {
        status: 'imported',
        expenseId: batch.body.expenseIds[1],
        vendor: 'HOME DEPOT',
        rule: rule('HOME DEPOT'),
      },
    ]);

    const undo = await api.delete(`/api/statement-imports/${importId}`, user);
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body).toEqual({ removed: 2, more: false });
    expect((await api.get(`/api/projects/${project.id}/summary`, user)).body.totalSpent).toBe('245.18');
  });

  it('says how far a Free plan import went', async () => {
    const user = await newUser();
    const project = await createProject(user);
    await createExpense(user, project.id);
    const rows = Array.from({ length: 6 }, () => categorised(statementRowPayload()));
    const batch = await api.post(`/api/statement-imports/${randomUUID()}/batches`, user, {
      projectId: project.id,
      rows,
    });
    expect(batch.body).toMatchObject({ alreadyImported: 0, overLimit: 2 });
    expect(batch.body.expenseIds).toHaveLength(4);
  });

  it.each([
    [{ rows: [] }, ['rows'], 'Rows are required'],
    [
      { rows: [{ ...statementRowPayload(), amount: '0' }] },
      ['rows', 0, 'amount'],
      'Amount must be a number other than 0',
    ],
    [
      { rows: [{ ...statementRowPayload(), fingerprint: 'x' }] },
      ['rows', 0, 'fingerprint'],
      'Invalid transaction fingerprint',
    ],
    [
      { rows: [{ ...statementRowPayload(), date: '03/14/2025' }] },
      ['rows', 0, 'date'],
      'Date must be a valid date (YYYY-MM-DD)',
    ],
  ])('refuses %j with 400', async (body, path, message) => {
    const user = await newUser();
    const response = await api.post('/api/statement-imports/check', user, body);
    expect(response.status, response.text).toBe(400);
    expect(response.body.details).toContainEqual({ path, message });
  });

  it('refuses a batch of more than 40 rows, and an import id that is no UUID', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const rows = Array.from({ length: 41 }, () => categorised(statementRowPayload()));
    const tooMany = await api.post(`/api/statement-imports/${randomUUID()}/batches`, user, {
      projectId: project.id,
      rows,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details).toContainEqual({ path: ['rows'], message: 'At most 40 rows in a batch' });
    const badId = await api.delete('/api/statement-imports/12', user);
    expect(badId.status).toBe(404);
  });

  it('remembers the layout chosen for a file shape, and keeps rules that can be listed, changed and deleted', async () => {
    const user = await newUser();
    const shape = 'csv "," transaction date|post date|description|category|type|amount|memo';
    const layout = { ...CSV_LAYOUT, description: 2, amount: { ...CSV_LAYOUT.amount, column: 5 } };
    const query = `/api/statement-imports/layout?shape=${encodeURIComponent(shape)}`;
    expect((await api.get(query, user)).body).toEqual({ layout: null });
    const saved = await api.put('/api/statement-imports/layout', user, {
      shape,
      layout: { ...layout, extra: 1 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await api.get(query, user)).body).toEqual({ layout });
    const bad = await api.put('/api/statement-imports/layout', user, {
      shape,
      layout: { ...layout, date: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContainEqual({ path: ['layout'], message: 'Invalid layout' });

    const rule = await api.put('/api/statement-imports/rules', user, {
      vendor: 'HOME DEPOT',
      category: 'Tools',
      paymentMethod: 'Debit Card',
    });
    expect(rule.body).toEqual({
      id: expect.any(String),
      vendor: 'HOME DEPOT',
      category: 'tools',
      paymentMethod: 'debit_card',
    });
    expect((await api.get('/api/statement-imports/rules', user)).body).toEqual({ rules: [rule.body] });
    expect((await api.delete(`/api/statement-imports/rules/${rule.body.id}`, user)).status).toBe(200);
    expect((await api.delete(`/api/statement-imports/rules/${rule.body.id}`, user)).status).toBe(404);
    expect((await api.get('/api/statement-imports/rules', user)).body).toEqual({ rules: [] });
  });
});
