// Expense pages (date descending, filters, search) and the request/capacity cost of the hot paths.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBasisClassifier } from '../src/basis-rules';
import { expenseItem, normalizeInput } from '../src/expenses';
import type { CapacityReport } from '../src/context';
import {
  createContractor,
  createEstimate,
  createExpense,
  createProject,
  deleteExpense,
  getExpense,
  getProject,
  getProjectSummary,
  InvalidInputError,
  listAllExpenses,
  listExpensePage,
  NotFoundError,
  updateExpense,
  type ExpensePage,
  type ExpensePageQuery,
  type ExpenseRecord,
} from '../src/index';
import { continueScopeDaysUpgrade } from '../src/scope-days-upgrade';
import { expectConsistent } from './invariants';
import { FILTER_KEY_ATTRIBUTES } from '../src/keys';
import {
  newUser,
  newUserWithProject,
  partitionItems,
  plainExpense,
  storeAsOlderCode,
  testContext,
} from './support';

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
  // Bob is named on every 5th expense and Ana on the one after; Bob's estimate is linked to every 10th.
  let bob: number;
  let ana: number;
  let bobsEstimate: number;

  beforeAll(async () => {
    userId = await newUser(ctx, 'pro');
    projectId = (
      await createProject(ctx, userId, { name: `Whole house ${userId.slice(0, 6)}`, budgetCents: 9_000_000 })
    ).id;
    bob = (await createContractor(ctx, userId, { name: 'Bob' })).id;
    ana = (await createContractor(ctx, userId, { name: 'Ana' })).id;
    bobsEstimate = (
      await createEstimate(ctx, userId, {
        projectId,
        contractorId: bob,
        title: 'Floors',
        amountCents: 5_000_000,
        date: '2025-01-01',
        status: 'approved',
      })
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
        contractorId: i % 5 === 0 ? bob : i % 5 === 1 ? ana : null,
        estimateId: i % 10 === 0 ? bobsEstimate : null,
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
    // A combination is not counted: its pages go on by cursor.
    expect(combined).toMatchObject({ totalCount: null, totalPages: null });
    expect(combined.expenses.map((e) => e.id)).toEqual(expected(matching).slice(5, 10));

    const search = await listExpensePage(ctx, userId, projectId, {
      page: 1,
      pageSize: 100,
      search: '  flooring ',
    });
    const hits = all.filter((e) => `${e.description} ${e.notes ?? ''}`.toLowerCase().includes('flooring'));
    expect(hits.length).toBeGreaterThan(30);
    expect(search.expenses.map((e) => e.id)).toEqual(expected(hits));
    expect(search).toMatchObject({ totalCount: null, nextCursor: null, searched: { looked: 300, of: 300 } });

    const none = await listExpensePage(ctx, userId, projectId, {
      page: 1,
      pageSize: 25,
      search: 'no such thing',
    });
    expect(none).toMatchObject({ expenses: [], nextCursor: null, searched: { looked: 300, of: 300 } });
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

  /** Every page from the first, each asked for with the cursor of the one before. */
  async function everyPageByCursor(query: Omit<ExpensePageQuery, 'page' | 'cursor'>) {
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let calls = 0; calls < 300; calls++) {
      const result: ExpensePage = await listExpensePage(ctx, userId, projectId, {
        ...query,
        page: 1,
        cursor,
      });
      ids.push(...result.expenses.map((e) => e.id));
      cursor = result.nextCursor;
      if (!cursor) return ids;
    }
    throw new Error('the cursor never ended');
  }

  const isCategory = (category: string) => (e: ExpenseRecord) => e.category.toLowerCase() === category;
  const hasWords = (words: string) => (e: ExpenseRecord) =>
    `${e.description}\n${e.notes ?? ''}`.toLowerCase().includes(words);
  // A function: the contractors' and the estimate's ids are known once beforeAll has run.
  const filterCases = (): {
    query: Omit<ExpensePageQuery, 'page' | 'pageSize'>;
    keep: (e: ExpenseRecord) => boolean;
  }[] => [
    { query: {}, keep: () => true },
    { query: { category: 'Labor' }, keep: isCategory('labor') },
    { query: { paymentMethod: 'check' }, keep: (e) => e.paymentMethod === 'check' },
    {
      query: { category: 'materials', paymentMethod: 'cash' },
      keep: (e) => isCategory('materials')(e) && e.paymentMethod === 'cash',
    },
    { query: { from: '2025-02-01', to: '2025-02-28' }, keep: (e) => e.date.startsWith('2025-02') },
    {
      query: { category: 'permits', from: '2025-01-10', to: '2025-03-05' },
      keep: (e) => isCategory('permits')(e) && e.date >= '2025-01-10' && e.date <= '2025-03-05',
    },
    { query: { search: 'flooring' }, keep: hasWords('flooring') },
    {
      query: { search: 'item', paymentMethod: 'cash' },
      keep: (e) => hasWords('item')(e) && e.paymentMethod === 'cash',
    },
    { query: { contractorId: bob }, keep: (e) => e.contractorId === bob },
    { query: { estimateId: bobsEstimate }, keep: (e) => e.estimateId === bobsEstimate },
    {
      query: { contractorId: ana, category: 'labor', paymentMethod: 'credit_card' },
      keep: (e) => e.contractorId === ana && isCategory('labor')(e) && e.paymentMethod === 'credit_card',
    },
    {
      query: { estimateId: bobsEstimate, contractorId: bob, from: '2025-02-01' },
      keep: (e) => e.estimateId === bobsEstimate && e.date >= '2025-02-01',
    },
    {
      query: { contractorId: ana, estimateId: bobsEstimate },
      keep: () => false,
    },
    {
      query: { contractorId: bob, search: 'flooring' },
      keep: (e) => e.contractorId === bob && hasWords('flooring')(e),
    },
  ];

  it('gives every expense through the cursor, none twice, unfiltered and under every filter', async () => {
    for (const { query, keep } of filterCases()) {
      const ids = await everyPageByCursor({ pageSize: 7, ...query });
      expect(ids, JSON.stringify(query)).toEqual(expected(all.filter(keep)));
    }
  });

  it('counts the matches of the project, one category or one payment method, within dates or not, and finds any page of them by number', async () => {
    const counted = [
      { query: { category: 'tools' }, keep: isCategory('tools') },
      {
        query: { paymentMethod: 'credit_card' },
        keep: (e: ExpenseRecord) => e.paymentMethod === 'credit_card',
      },
      {
        query: { from: '2025-01-10', to: '2025-02-20' },
        keep: (e: ExpenseRecord) => e.date >= '2025-01-10' && e.date <= '2025-02-20',
      },
      {
        query: { category: 'labor', from: '2025-01-15' },
        keep: (e: ExpenseRecord) => isCategory('labor')(e) && e.date >= '2025-01-15',
      },
    ];
    for (const { query, keep } of counted) {
      const matching = expected(all.filter(keep));
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(matching.length / 20); page++) {
        const result = await listExpensePage(ctx, userId, projectId, { ...query, page, pageSize: 20 });
        expect(result).toMatchObject({
          totalCount: matching.length,
          totalPages: Math.ceil(matching.length / 20),
        });
        ids.push(...result.expenses.map((e) => e.id));
      }
      expect(ids, JSON.stringify(query)).toEqual(matching);
    }
  });

  it('answers a filtered page with at most twice the requests and read units of the unfiltered page 1', async () => {
    const first = await measured((c) => listExpensePage(c, userId, projectId, { page: 1, pageSize: 25 }));
    const bounded = filterCases().filter(({ query }) => !query.search && Object.keys(query).length > 0);
    for (const { query } of bounded) {
      const request = { pageSize: 25, ...query };
      const cursor = (await listExpensePage(ctx, userId, projectId, { ...request, page: 1 })).nextCursor;
      const calls = [
        { label: 'page 1', page: 1, cursor: null },
        { label: 'from a cursor', page: 2, cursor },
      ];
      for (const call of calls) {
        const cost = await measured((c) =>
          listExpensePage(c, userId, projectId, { ...request, page: call.page, cursor: call.cursor }),
        );
        const label = `${JSON.stringify(query)} ${call.label}: ${cost.operations.join(' + ')}`;
        expect(cost.operations.length, label).toBeLessThanOrEqual(2 * first.operations.length);
        expect(cost.readUnits, label).toBeLessThanOrEqual(2 * first.readUnits);
      }
    }
  });

  it('starts a counted filter’s page asked for by number on the day that holds it', async () => {
    // Tools (every 4th expense), 25 in each of three months: page 4 of 10 starts in the second month, on the
    // day that holds its first row, the newer matches not read (reading from the top reads 41 rows and one
    // more); the scope's day counts are one GetItem.
    const top = await measured((c) =>
      listExpensePage(c, userId, projectId, { page: 1, pageSize: 41, category: 'tools' }),
    );
    const deep = await measured((c) =>
      listExpensePage(c, userId, projectId, { page: 4, pageSize: 10, category: 'tools' }),
    );
    const tools = expected(all.filter(isCategory('tools')));
    expect(deep.result.expenses.map((e) => e.id)).toEqual(tools.slice(30, 40));
    expect(deep.operations).toEqual(['GetItem', 'GetItem', 'Query']);
    expect(deep.readUnits).toBeLessThan(top.readUnits);
  });

  it('finds every page of a counted filter by number from its day, each at most twice its page 1', async () => {
    // Tools: 25 in each of three months, 10 of them on the 15th. A page deep in a month starts on its day,
    // from the scope's day counts, instead of reading the month's newer matches first. (Against the
    // unfiltered page 1, at 10,000 expenses: test/bench/dynamodb-cost-budget.test.ts.)
    const pageSize = 5;
    const query = { pageSize, category: 'tools' };
    const first = await measured((c) => listExpensePage(c, userId, projectId, { ...query, page: 1 }));
    const matching = expected(all.filter(isCategory('tools')));
    const ids: number[] = [];
    for (let page = 1; page <= matching.length / pageSize; page++) {
      const cost = await measured((c) => listExpensePage(c, userId, projectId, { ...query, page }));
      ids.push(...cost.result.expenses.map((e) => e.id));
      const label = `page ${page}: ${cost.operations.join(' + ')}, ${cost.readUnits} RCU`;
      expect(cost.operations.length, label).toBeLessThanOrEqual(first.operations.length + 1);
      expect(cost.readUnits, label).toBeLessThanOrEqual(2 * first.readUnits);
    }
    expect(ids).toEqual(matching);
  });

  it('finds a page of a date range by number from the project’s day counts, never reading the matches before its day', async () => {
    // February and March: 200 expenses, up to 40 on the 15th. Page N starts on the day that holds its first
    // row (one Query of the range's month items), so it reads at most that day's newer rows and the page:
    // about page 1 of 60 rows (70 here: rows differ in size), where reading every match before page 10 is 200.
    const query = { pageSize: 20, from: '2025-02-01' };
    const matching = expected(all.filter((e) => e.date >= '2025-02-01'));
    const aDayAndAPage = await measured((c) =>
      listExpensePage(c, userId, projectId, { ...query, page: 1, pageSize: 70 }),
    );
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(matching.length / 20); page++) {
      const cost = await measured((c) => listExpensePage(c, userId, projectId, { ...query, page }));
      ids.push(...cost.result.expenses.map((e) => e.id));
      expect(cost.result.totalCount).toBe(matching.length);
      expect(cost.operations, `page ${page}`).toEqual(['GetItem', 'Query', 'Query']);
      expect(cost.readUnits, `page ${page}`).toBeLessThanOrEqual(aDayAndAPage.readUnits);
    }
    expect(ids).toEqual(matching);
  });

  it('searches one Query per call and says how far it looked, the cursor searching further', async () => {
    const cost = await measured((c) =>
      listExpensePage(c, userId, projectId, { page: 1, pageSize: 10, search: 'item' }),
    );
    expect(cost.operations.filter((operation) => operation === 'Query')).toHaveLength(1);
    expect(cost.result.expenses).toHaveLength(10);
    expect(cost.result.searched?.of).toBe(300);
    expect(cost.result.searched?.looked).toBeLessThan(300);
    expect(cost.result.nextCursor).not.toBeNull();
    const further = await listExpensePage(ctx, userId, projectId, {
      page: 1,
      pageSize: 10,
      search: 'item',
      cursor: cost.result.nextCursor,
    });
    expect(further.searched?.looked).toBeGreaterThan(cost.result.searched?.looked ?? 0);
  });

  it('refuses a cursor it did not write', async () => {
    for (const cursor of ['bm9wZQ', Buffer.from('2025-01-01#x#0').toString('base64url')]) {
      await expect(
        listExpensePage(ctx, userId, projectId, { page: 1, pageSize: 10, cursor }),
      ).rejects.toThrow(InvalidInputError);
    }
  });
});

describe('expense writes', () => {
  it('creates an expense with exactly one transaction (after one sequence update)', async () => {
    const { userId, projectId } = await newUserWithProject(ctx, { name: 'Porch', budgetCents: 100_000 });
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

  it('keeps the basis class an update leaves out, clears it on null, and reads none on an expense stored before it', async () => {
    const { userId, projectId } = await newUserWithProject(ctx, { name: 'Attic', budgetCents: 100_000 });
    const input = {
      projectId,
      description: 'Blown-in insulation',
      amountCents: 180_000,
      category: 'materials',
      paymentMethod: 'check',
      date: '2025-05-02',
    };
    const expense = await createExpense(ctx, userId, { ...input, basisClass: 'improvement' });
    expect(expense.basisClass).toBe('improvement');
    const leftOut = await updateExpense(ctx, userId, expense.id, { ...input, amountCents: 175_000 });
    expect([leftOut.expense.basisClass, leftOut.expense.amountCents]).toEqual(['improvement', 175_000]);
    await updateExpense(ctx, userId, expense.id, { ...input, basisClass: null });
    expect((await getExpense(ctx, userId, expense.id))?.basisClass).toBeNull();

    await updateExpense(ctx, userId, expense.id, { ...input, basisClass: 'repair' });
    // Stored before the basis: no class on the expense, and no basis sums anywhere.
    await storeAsOlderCode(ctx, userId, (item) =>
      item.entity === 'expense'
        ? ['basisClass', 'basisCounted']
        : item.entity === 'project'
          ? ['basisCents', 'basisNoReceipt', 'basisVersion']
          : [],
    );
    expect((await getExpense(ctx, userId, expense.id))?.basisClass).toBeNull();
    await expectConsistent(ctx, userId);
  });

  it('rejects values that would corrupt keys or totals, storing nothing', async () => {
    const { userId, projectId } = await newUserWithProject(ctx, { name: 'Roof', budgetCents: 100_000 });
    const valid = plainExpense(projectId);
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

describe('expenses stored before the scope-day counts', () => {
  it('are counted a bounded part per call from where the last stopped, writes meanwhile counted once, then pages start on their day', async () => {
    const { userId, projectId } = await newUserWithProject(ctx, { plan: 'pro', budgetCents: 100_000 });
    for (let i = 0; i < 60; i++)
      await createExpense(ctx, userId, {
        ...plainExpense(projectId),
        description: `Tile ${i}`,
        date: `2025-03-${String(1 + (i % 20)).padStart(2, '0')}`,
      });
    await storeAsOlderCode(ctx, userId, (item) =>
      item.entity === 'expense'
        ? ['inScopeCounts']
        : item.entity === 'project'
          ? ['scopeCountsVersion']
          : String(item.SK).startsWith('SCOPEDAYS#')
            ? Object.keys(item).filter((name) => /^\d{8}$/.test(name))
            : [],
    );
    await expectConsistent(ctx, userId);
    const category = plainExpense(projectId).category;

    // One part (45 expenses, oldest first), as a call that stops there leaves it; then writes on both sides
    // of where it stopped: each is counted once, by the upgrade or by itself.
    expect(await continueScopeDaysUpgrade(ctx, userId, projectId, 1)).toBe(false);
    const partly = await expectConsistent(ctx, userId);
    expect(partly.expenses.filter((e) => e.inScopeCounts !== undefined)).toHaveLength(45);
    expect(partly.projects[0]?.scopeCountsAfter).toEqual(expect.any(String));
    const byDate = expected(await listAllExpenses(ctx, userId));
    await deleteExpense(ctx, userId, byDate[0]!);
    await updateExpense(ctx, userId, byDate.at(-1)!, {
      ...plainExpense(projectId),
      description: 'Moved',
      date: '2025-03-30',
    });
    await createExpense(ctx, userId, {
      ...plainExpense(projectId),
      description: 'Meanwhile',
      date: '2025-02-01',
    });
    await expectConsistent(ctx, userId);

    // The page continues from there: the 14 left are one more part.
    const page = await measured((c) =>
      listExpensePage(c, userId, projectId, { page: 5, pageSize: 10, category }),
    );

    const all = await listAllExpenses(ctx, userId);
    expect(page.result.expenses.map((e) => e.id)).toEqual(expected(all).slice(40, 50));
    expect(page.result.totalCount).toBe(60);
    expect(page.operations.filter((operation) => operation === 'TransactWriteItems')).toHaveLength(1);
    const state = await expectConsistent(ctx, userId);
    expect(state.projects[0]?.scopeCountsVersion).toBe(1);
    expect(state.projects[0]?.scopeCountsAfter).toBeUndefined();
    const again = await measured((c) =>
      listExpensePage(c, userId, projectId, { page: 5, pageSize: 10, category }),
    );
    expect(again.operations).toEqual(['GetItem', 'GetItem', 'Query']);
  });
});

describe('expenses stored before the filter indexes', () => {
  it('are given their filter keys the first time a filtered page is asked for', async () => {
    const { userId, projectId } = await newUserWithProject(ctx, { plan: 'pro', budgetCents: 100_000 });
    const base = { projectId, amountCents: 1_000, paymentMethod: 'cash', notes: null };
    const tile = await createExpense(ctx, userId, {
      ...base,
      description: 'Tile',
      category: 'materials',
      date: '2025-01-02',
    });
    await createExpense(ctx, userId, {
      ...base,
      description: 'Plumber',
      category: 'labor',
      date: '2025-01-03',
    });
    const grout = await createExpense(ctx, userId, {
      ...base,
      description: 'Grout',
      category: 'materials',
      date: '2025-01-04',
    });
    await storeAsOlderCode(ctx, userId, (item) =>
      item.entity === 'expense'
        ? FILTER_KEY_ATTRIBUTES
        : item.entity === 'project'
          ? ['filterKeysVersion']
          : [],
    );

    const page = await listExpensePage(ctx, userId, projectId, {
      page: 1,
      pageSize: 10,
      category: 'materials',
    });

    expect(page.expenses.map((e) => e.id)).toEqual([grout.id, tile.id]);
    const items = await partitionItems(ctx, userId);
    expect(
      items.filter((item) => item.entity === 'expense').every((item) => item.GSI5PK && item.GSI6SK),
    ).toBe(true);
    expect(items.find((item) => item.entity === 'project')?.filterKeysVersion).toBe(1);
  });
});

describe('expenses stored before the contractor and estimate filter indexes', () => {
  it('are filtered in code, a bounded part of the upgrade per call, until every expense has its keys; the cursor gives each once across the switch', async () => {
    // More expenses than one call's share of the upgrade (10 transactions of 99), written as older code
    // wrote them: without GSI7/GSI8 keys, on a project without `linkKeysVersion`.
    const { userId, projectId } = await newUserWithProject(ctx, { plan: 'pro', budgetCents: 100_000 });
    const contractorId = (await createContractor(ctx, userId, { name: 'Bob' })).id;
    const classify = await loadBasisClassifier();
    const now = new Date('2025-06-01T00:00:00.000Z').toISOString();
    const items = Array.from({ length: 1_050 }, (_, index) => {
      const id = 1_000 + index;
      const fields = normalizeInput({
        ...plainExpense(projectId),
        description: `Row ${index}`,
        date: `2025-0${1 + (index % 5)}-${String(1 + (index % 28)).padStart(2, '0')}`,
        contractorId: index % 3 === 0 ? contractorId : null,
      });
      const item = expenseItem(userId, id, fields, { createdAt: now, updatedAt: now }, 1, classify(fields));
      return Object.fromEntries(Object.entries(item).filter(([name]) => !/^GSI[78]/.test(name)));
    });
    for (let start = 0; start < items.length; start += 25)
      await ctx.doc.send(
        new BatchWriteCommand({
          RequestItems: {
            [ctx.tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    await storeAsOlderCode(ctx, userId, (item) => (item.entity === 'project' ? ['linkKeysVersion'] : []));
    const bobs = items
      .filter((item) => item.contractorId === contractorId)
      .map((item) => ({ id: Number(item.id), date: String(item.date) }))
      .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
      .map((e) => e.id);

    // First call: the upgrade goes 990 expenses far and stops; the page reads the project's list and
    // checks the contractor in code, a window of one page.
    const first = await measured((c) =>
      listExpensePage(c, userId, projectId, { page: 1, pageSize: 10, contractorId }),
    );
    expect(first.operations.filter((operation) => operation === 'TransactWriteItems')).toHaveLength(10);
    expect(first.result).toMatchObject({ totalCount: null, totalPages: null });
    expect(first.result.expenses.length).toBeGreaterThan(0);
    expect(first.result.expenses.length).toBeLessThanOrEqual(10);
    expect(first.result.nextCursor).not.toBeNull();
    const project = (await partitionItems(ctx, userId)).find((item) => item.entity === 'project');
    expect(project?.linkKeysAfter).toEqual(expect.any(String));

    // The next call finishes the upgrade and reads the contractor's index from the cursor the in-code page
    // left (an expense that may not be Bob's); every page after costs what page 1 costs.
    const ids = first.result.expenses.map((e) => e.id);
    let cursor = first.result.nextCursor;
    while (cursor) {
      const page = await listExpensePage(ctx, userId, projectId, {
        page: 1,
        pageSize: 50,
        contractorId,
        cursor,
      });
      ids.push(...page.expenses.map((e) => e.id));
      cursor = page.nextCursor;
    }
    expect(ids).toEqual(bobs);
    const after = await partitionItems(ctx, userId);
    expect(after.find((item) => item.entity === 'project')).toMatchObject({ linkKeysVersion: 1 });
    expect(after.find((item) => item.entity === 'project')?.linkKeysAfter).toBeUndefined();
    const expenses = after.filter((item) => item.entity === 'expense');
    expect(expenses.filter((item) => item.GSI7PK !== undefined)).toHaveLength(bobs.length);
    const again = await measured((c) =>
      listExpensePage(c, userId, projectId, { page: 1, pageSize: 10, contractorId }),
    );
    expect(again.operations).toEqual(['GetItem', 'Query']);
    expect(again.result.expenses.map((e) => e.id)).toEqual(bobs.slice(0, 10));
  }, 120_000);
});
