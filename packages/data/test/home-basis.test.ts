// The home's basis read from its projects' sums (home-basis.ts): the totals never read the expenses, a project
// stored before the sums is upgraded once on the first read (then counted like the others), and the lines page
// project by project.
import { homeBasis } from '@reno/domain/cost-basis';
import { describe, expect, it } from 'vitest';
import { createExpense, createProject, readHomeBasis, readHomeBasisLines, updateExpense } from '../src/index';
import type { CapacityReport, DataContext } from '../src/context';
import { expectConsistent, snapshot } from './invariants';
import { newUser, storeAsOlderCode, testContext } from './support';

const ctx = testContext();

async function countRequests(work: (counted: DataContext) => Promise<unknown>): Promise<string[]> {
  const operations: string[] = [];
  await work(
    testContext({ onConsumedCapacity: (report: CapacityReport) => operations.push(report.operation) }),
  );
  return operations;
}

/** A household with two projects in its first home: a roof (improvements) and repairs. */
async function household() {
  const userId = await newUser(ctx, 'pro');
  const roof = (await createProject(ctx, userId, { name: 'Roof', budgetCents: 5_000_000 })).id;
  const fixes = (await createProject(ctx, userId, { name: 'Fixes', budgetCents: 100_000 })).id;
  const add = (projectId: number, description: string, amountCents: number, date: string) =>
    createExpense(ctx, userId, {
      projectId,
      description,
      amountCents,
      category: 'materials',
      paymentMethod: 'cash',
      date,
    });
  const shingles = await add(roof, 'New roof shingles', 1_000_000, '2024-05-01');
  await add(roof, 'Gutter cleaning', 20_000, '2024-06-01'); // upkeep
  await add(fixes, 'Fix leaking pipe', 30_000, '2025-01-10'); // a repair
  return { userId, roof, fixes, shingles };
}

const totalsOf = async (userId: string) => homeBasis((await readHomeBasis(ctx, userId, 1))!);

describe("a home's basis from its projects' sums", () => {
  it('reads the totals in a Query of the projects and one of the reductions, whatever the expenses', async () => {
    const { userId, shingles } = await household();
    await updateExpense(ctx, userId, shingles.id, {
      ...shingles,
      removedOn: '2026-02-01',
    });
    expect(await totalsOf(userId)).toMatchObject({
      improvements: '10000.00',
      removed: '10000.00',
      improvementsWithoutReceipt: 1,
      byYear: [
        { year: 2024, improvements: '10000.00' },
        { year: 2026, removed: '10000.00' },
      ],
    });
    const requests = await countRequests((counted) => readHomeBasis(counted, userId, 1));
    expect(requests.sort()).toEqual(['GetItem', 'Query', 'Query']);
  });

  it('upgrades a project stored before the sums once, on the first read, counting every expense', async () => {
    const { userId } = await household();
    const upToDate = await totalsOf(userId);
    await storeAsOlderCode(ctx, userId, (item) =>
      item.entity === 'project'
        ? ['basisCents', 'basisNoReceipt', 'basisVersion']
        : item.entity === 'expense'
          ? ['basisCounted']
          : [],
    );
    expect((await snapshot(ctx, userId)).expenses.every((e) => e.basisCounted === undefined)).toBe(true);
    const first = await countRequests((counted) => readHomeBasis(counted, userId, 1));
    expect(first).toContain('TransactWriteItems');
    expect(await totalsOf(userId)).toEqual(upToDate);
    await expectConsistent(ctx, userId);
    const again = await countRequests((counted) => readHomeBasis(counted, userId, 1));
    expect(again.sort()).toEqual(['GetItem', 'Query', 'Query']);
  });

  it('an expense written to a project stored before the sums upgrades it first, then counts itself', async () => {
    const { userId, roof } = await household();
    await storeAsOlderCode(ctx, userId, (item) =>
      item.entity === 'project'
        ? ['basisCents', 'basisNoReceipt', 'basisVersion']
        : item.entity === 'expense'
          ? ['basisCounted']
          : [],
    );
    await createExpense(ctx, userId, {
      projectId: roof,
      description: 'Attic insulation',
      amountCents: 250_000,
      category: 'materials',
      paymentMethod: 'cash',
      date: '2025-02-02',
    });
    await expectConsistent(ctx, userId);
    expect((await totalsOf(userId)).improvements).toBe('12500.00');
  });

  it('pages the lines project by project, each by date, passing over a project without expenses', async () => {
    const { userId } = await household();
    await createProject(ctx, userId, { name: 'Nothing yet', budgetCents: 100 });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await readHomeBasisLines(ctx, userId, 1, { limit: 2, cursor });
      seen.push(...page!.expenses.map((expense) => `${expense.description} ${expense.countedClass}`));
      cursor = page!.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual([
      'New roof shingles improvement',
      'Gutter cleaning maintenance',
      'Fix leaking pipe repair',
    ]);
    expect(pages).toBe(2);
  });
});
