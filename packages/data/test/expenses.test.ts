// Expense pages (date descending, filters, search) and the request/capacity cost of the hot paths.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CapacityReport } from '../src/context';
import {
  createExpense,
  createProject,
  deleteExpense,
  getProject,
  getProjectSummary,
  InvalidInputError,
  listAllExpenses,
  listExpensePage,
  NotFoundError,
  updateExpense,
  type ExpenseRecord,
} from '../src/index';
import { expectConsistent } from './invariants';
import { newUser, testContext } from './support';

const ctx = testContext();

/** Runs `action` on a context that records every request it sends. */
async function measured<T>(action: (context: ReturnType<typeof testContext>) => Promise<T>) {
  const reports: CapacityReport[] = [];
  const result = await action(testContext({ onConsumedCapacity: (report) => reports.push(report) }));
  return {
    result,
    operations: reports.map((r) => r.operation),
    readUnits: reports.reduce((sum, r) => sum + r.readCapacityUnits, 0),
    writeUnits: reports.reduce((sum, r) => sum + r.writeCapacityUnits, 0),
  };
}

const expected = (all: ExpenseRecord[]) =>
  [...all].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1)).map((e) => e.id);

describe('pages of a project with 300 expenses', () => {
  let userId: string;
  let projectId: number;
  let all: ExpenseRecord[];

  beforeAll(async () => {
    userId = await newUser(ctx, 'pro');
    projectId = (
      await createProject(ctx, userId, { name: `Whole house ${userId.slice(0, 6)}`, budgetCents: 9_000_000 })
    ).id;
    const categories = ['materials', 'Labor', 'permits', 'tools'];
    const methods = ['cash', 'credit_card', 'check'];
    for (let i = 0; i < 300; i++) {
      // Busy days (up to 40 expenses on one day) and quiet ones, over three months, not in date order.
      const day = i < 120 ? 15 : 1 + ((i * 7) % 28);
      await createExpense(ctx, userId, {
        projectId,
        description: i % 10 === 0 ? `Oak FLOORING batch ${i}` : `Item ${i}`,
        notes: i % 15 === 0 ? 'Paid via Flooring Depot' : null,
        amountCents: 100 + i,
        category: categories[i % 4] as string,
        paymentMethod: methods[i % 3] as string,
        date: `2025-0${1 + (i % 3)}-${String(day).padStart(2, '0')}`,
      });
    }
    all = await listAllExpenses(ctx, userId);
  }, 120_000);

  it('serves every page in date-descending order (newest id first within a day)', async () => {
    const order = expected(all);
    for (const pageSize of [10, 25, 100]) {
      const seen: number[] = [];
      const totalPages = Math.ceil(300 / pageSize);
      for (let page = 1; page <= totalPages + 1; page++) {
        const result = await listExpensePage(ctx, userId, projectId, { page, pageSize });
        expect(result).toMatchObject({ totalCount: 300, totalPages, page, pageSize });
        seen.push(...result.expenses.map((e) => e.id));
      }
      expect(seen, `pageSize ${pageSize}`).toEqual(order);
    }
  });

  it('filters by category (any case), payment method and a case-insensitive search of description and notes', async () => {
    const byCategory = await listExpensePage(ctx, userId, projectId, {
      page: 1,
      pageSize: 100,
      category: 'LABOR',
    });
    expect(byCategory.totalCount).toBe(75);
    expect(byCategory.expenses.every((e) => e.category.toLowerCase() === 'labor')).toBe(true);

    const combined = await listExpensePage(ctx, userId, projectId, {
      page: 2,
      pageSize: 5,
      category: 'materials',
      paymentMethod: 'cash',
    });
    const matching = all.filter((e) => e.category === 'materials' && e.paymentMethod === 'cash');
    expect(combined.totalCount).toBe(matching.length);
    expect(combined.totalPages).toBe(Math.ceil(matching.length / 5));
    expect(combined.expenses.map((e) => e.id)).toEqual(expected(matching).slice(5, 10));

    const search = await listExpensePage(ctx, userId, projectId, {
      page: 1,
      pageSize: 100,
      search: '  flooring ',
    });
    const hits = all.filter((e) => `${e.description} ${e.notes ?? ''}`.toLowerCase().includes('flooring'));
    expect(hits.length).toBeGreaterThan(30);
    expect(search.expenses.map((e) => e.id)).toEqual(expected(hits));

    const none = await listExpensePage(ctx, userId, projectId, {
      page: 1,
      pageSize: 25,
      search: 'no such thing',
    });
    expect(none).toMatchObject({ expenses: [], totalCount: 0, totalPages: 0 });
  });

  it('costs 1 GetItem for the summary and at most 2 requests for page 1', async () => {
    const summary = await measured((c) => getProjectSummary(c, userId, projectId));
    expect(summary.operations).toEqual(['GetItem']);
    expect(summary.result?.totalSpentCents).toBe(all.reduce((s, e) => s + e.amountCents, 0));

    const first = await measured((c) => listExpensePage(c, userId, projectId, { page: 1, pageSize: 25 }));
    expect(first.operations).toEqual(['GetItem', 'Query']);
  });

  it('serves a deep page with at most 3 requests, reading about as much as page 1', async () => {
    const first = await measured((c) => listExpensePage(c, userId, projectId, { page: 1, pageSize: 10 }));
    expect(first.readUnits).toBeGreaterThan(0);
    // What reading every expense before page 30 would cost: the bound below is far under it.
    const naive = await measured((c) =>
      listExpensePage(c, userId, projectId, { page: 30, pageSize: 10, search: 'item' }),
    );
    expect(naive.readUnits).toBeGreaterThan(first.readUnits + 8);
    for (const page of [13, 20, 30]) {
      const deep = await measured((c) => listExpensePage(c, userId, projectId, { page, pageSize: 10 }));
      expect(deep.operations.length, `page ${page}`).toBeLessThanOrEqual(3);
      expect(deep.operations.filter((op) => op === 'Query')).toHaveLength(1);
      // Reading the skipped expenses would cost far more than page 1 (10 items ≈ 1 unit).
      expect(deep.readUnits, `page ${page}`).toBeLessThanOrEqual(first.readUnits + 4);
    }
  });
});

describe('expense writes', () => {
  it('creates an expense with exactly one transaction (after one sequence update)', async () => {
    const userId = await newUser(ctx);
    const projectId = (
      await createProject(ctx, userId, { name: `Porch ${userId.slice(0, 6)}`, budgetCents: 100_000 })
    ).id;
    const { operations, writeUnits } = await measured((c) =>
      createExpense(c, userId, {
        projectId,
        description: 'Paint',
        amountCents: 4_500,
        category: 'materials',
        paymentMethod: 'cash',
        date: '2025-04-01',
      }),
    );
    expect(operations).toEqual(['UpdateItem', 'TransactWriteItems']);
    expect(writeUnits).toBeGreaterThan(0);
  });

  it('moves amount, category, project and estimate totals on update and reports the replaced receipt', async () => {
    const userId = await newUser(ctx);
    const a = await createProject(ctx, userId, { name: `Deck ${userId.slice(0, 6)}`, budgetCents: 100_000 });
    const b = await createProject(ctx, userId, { name: `Shed ${userId.slice(0, 6)}`, budgetCents: 100_000 });
    const expense = await createExpense(ctx, userId, {
      projectId: a.id,
      description: 'Boards',
      amountCents: 10_000,
      category: 'materials',
      paymentMethod: 'cash',
      date: '2025-01-31',
      imageUrl: `users/${userId}/boards.jpg`,
    });
    const { expense: moved, replacedObjectKey } = await updateExpense(ctx, userId, expense.id, {
      projectId: b.id,
      description: 'Boards (returned half)',
      amountCents: 5_000,
      category: 'Tools',
      paymentMethod: 'check',
      date: '2025-02-01',
      imageUrl: 'https://example.com/receipt.jpg',
    });
    expect(replacedObjectKey).toBe(`users/${userId}/boards.jpg`);
    expect(moved).toMatchObject({ projectId: b.id, amountCents: 5_000, createdAt: expense.createdAt });
    expect(await getProject(ctx, userId, a.id)).toMatchObject({
      spentCents: 0,
      expenseCount: 0,
      spentByCategoryCents: {},
    });
    expect(await getProject(ctx, userId, b.id)).toMatchObject({
      spentCents: 5_000,
      expenseCount: 1,
      spentByCategoryCents: { tools: 5_000 },
    });
    await expectConsistent(ctx, userId);
    // An http URL is not ours to delete.
    expect((await deleteExpense(ctx, userId, expense.id)).objectKeys).toEqual([]);
    await expectConsistent(ctx, userId);
  });

  it('rejects values that would corrupt keys or totals, storing nothing', async () => {
    const userId = await newUser(ctx);
    const projectId = (
      await createProject(ctx, userId, { name: `Roof ${userId.slice(0, 6)}`, budgetCents: 100_000 })
    ).id;
    const valid = {
      projectId,
      description: 'x',
      amountCents: 100,
      category: 'tools',
      paymentMethod: 'cash',
      date: '2025-01-01',
    };
    await expect(createExpense(ctx, userId, { ...valid, date: '01/02/2025' })).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    await expect(createExpense(ctx, userId, { ...valid, amountCents: 0 })).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    await expect(createExpense(ctx, userId, { ...valid, amountCents: 1.5 })).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    await expect(createExpense(ctx, userId, { ...valid, description: '   ' })).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    await expect(createExpense(ctx, userId, { ...valid, projectId: 99 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await listAllExpenses(ctx, userId)).toEqual([]);
    await expectConsistent(ctx, userId);
  });
});
