// The cascades of docs/product.md#cascades: project → expenses, estimates, milestones; contractor →
// estimates deleted and expenses' contractorId null; estimate → expenses' estimateId null. Each also
// interrupted by an injected failure at every one of its transactions, then resumed.
import { describe, expect, it } from 'vitest';
import type { DataContext } from '../src/context';
import {
  createProject,
  deleteContractor,
  deleteEstimate,
  deleteProject,
  getProject,
  NotFoundError,
} from '../src/index';
import { buildFixture, expectOnlyExpectedChanges } from './cascade-fixture';
import { expectConsistent } from './invariants';
import { failingOnTransaction, InjectedFailure, newUser, partitionItems, testContext } from './support';

type Item = Record<string, unknown>;
type Fixture = Awaited<ReturnType<typeof buildFixture>>;

const ctx = testContext();
const isEntity = (item: Item, entity: string) => item.entity === entity;
const s3Keys = (values: unknown[]) =>
  values.filter((v): v is string => typeof v === 'string' && !v.startsWith('http')).sort();

interface Scenario {
  name: string;
  /** Expenses in project A: enough that the cascade needs several batches. */
  fixtureSize: number;
  run: (context: DataContext, f: Fixture) => Promise<{ objectKeys: string[] }>;
  removed: (item: Item, f: Fixture) => boolean;
  mayChange: (item: Item, f: Fixture, before: Item[]) => boolean;
  expectedKeys: (f: Fixture, before: Item[]) => string[];
  after?: (f: Fixture, items: Item[]) => void | Promise<void>;
}

const projectA = (item: Item, f: Fixture) => item.projectId === f.a.id;
const estimatesOfA = (f: Fixture, before: Item[]) =>
  new Set(before.filter((i) => isEntity(i, 'estimate') && projectA(i, f)).map((i) => i.id));

const scenarios: Scenario[] = [
  {
    name: 'project',
    fixtureSize: 22,
    run: (context, f) => deleteProject(context, f.userId, f.a.id),
    removed: (item, f) =>
      (isEntity(item, 'project') && item.id === f.a.id) ||
      (['expense', 'estimate', 'milestone', 'slug'].includes(String(item.entity)) && projectA(item, f)) ||
      String(item.SK).startsWith(`PROJDAYS#${String(f.a.id).padStart(12, '0')}#`) ||
      String(item.SK).startsWith(`SCOPEDAYS#${String(f.a.id).padStart(12, '0')}#`),
    // Project B's expenses paid against A's estimates lose the link; B and B's estimate aggregates move;
    // A's home counts one project less.
    mayChange: (item, f, before) =>
      item.SK === 'PROFILE' ||
      isEntity(item, 'home') ||
      (isEntity(item, 'project') && item.id === f.b.id) ||
      (isEntity(item, 'estimate') && item.projectId === f.b.id) ||
      (isEntity(item, 'expense') && estimatesOfA(f, before).has(item.estimateId)),
    expectedKeys: (f, before) =>
      s3Keys(
        before
          .filter((i) => projectA(i, f))
          .flatMap((i) => [i.entity === 'expense' ? i.imageUrl : undefined, i.attachmentUrl]),
      ),
    after: async (f, items) => {
      expect(await getProject(ctx, f.userId, f.a.id)).toBeNull();
      const bExpenses = items.filter((i) => isEntity(i, 'expense'));
      expect(bExpenses).toHaveLength(6);
      expect(bExpenses.filter((i) => i.estimateId === f.estA1.id)).toEqual([]);
      expect(bExpenses.filter((i) => i.estimateId === f.estB1.id)).toHaveLength(2);
      // The slug is free again.
      const again = await createProject(ctx, f.userId, { name: f.a.name, budgetCents: 10_000 });
      expect(again.slug).toBe(f.a.slug);
    },
  },
  {
    name: 'contractor',
    fixtureSize: 22,
    run: (context, f) => deleteContractor(context, f.userId, f.c1.id),
    removed: (item, f) =>
      (isEntity(item, 'contractor') && item.id === f.c1.id) ||
      (isEntity(item, 'estimate') && item.contractorId === f.c1.id),
    mayChange: (item, f) =>
      item.SK === 'PROFILE' ||
      isEntity(item, 'project') ||
      // A month's totals move the contractor's share to 'No contractor'.
      (String(item.SK).startsWith('PROJDAYS#') && `cents_contractor_${f.c1.id}` in item) ||
      (isEntity(item, 'expense') &&
        (item.contractorId === f.c1.id || item.estimateId === f.estA1.id || item.estimateId === f.estB1.id)),
    expectedKeys: (f, before) =>
      s3Keys(
        before
          .filter((i) => isEntity(i, 'estimate') && i.contractorId === f.c1.id)
          .map((i) => i.attachmentUrl),
      ),
    after: (f, items) => {
      const expenses = items.filter((i) => isEntity(i, 'expense'));
      expect(expenses).toHaveLength(f.expenses.length);
      expect(
        expenses.filter(
          (i) =>
            i.contractorId === f.c1.id || i.GSI3PK?.toString().endsWith(String(f.c1.id).padStart(12, '0')),
        ),
      ).toEqual([]);
      expect(expenses.filter((i) => i.contractorId === f.c2.id)).toHaveLength(3);
      expect(items.filter((i) => isEntity(i, 'estimate')).map((i) => i.id)).toEqual([f.estA2.id]);
    },
  },
  {
    name: 'estimate',
    // 20 of A's expenses and 2 of B's are linked to estimate A1: two unlink batches.
    fixtureSize: 60,
    run: (context, f) => deleteEstimate(context, f.userId, f.estA1.id),
    removed: (item, f) => isEntity(item, 'estimate') && item.id === f.estA1.id,
    mayChange: (item, f) =>
      isEntity(item, 'project') || (isEntity(item, 'expense') && item.estimateId === f.estA1.id),
    expectedKeys: (f) => [`users/${f.userId}/estimates/a1.pdf`],
    after: (f, items) => {
      const expenses = items.filter((i) => isEntity(i, 'expense'));
      expect(expenses).toHaveLength(f.expenses.length);
      expect(
        expenses.filter(
          (i) => i.estimateId === f.estA1.id || (i.GSI4PK !== undefined && i.estimateId === undefined),
        ),
      ).toEqual([]);
    },
  },
];

/** How many transactions a complete, uninterrupted run of the scenario sends. */
async function transactionsOf(scenario: Scenario): Promise<number> {
  const f = await buildFixture(ctx, scenario.fixtureSize);
  const counting = failingOnTransaction(ctx, Number.POSITIVE_INFINITY);
  await scenario.run(counting, f);
  return counting.transactions();
}

describe.each(scenarios)('$name cascade', (scenario) => {
  it('removes exactly its children, fixes links and aggregates, returns the object keys, touches nothing else', async () => {
    const f = await buildFixture(ctx, scenario.fixtureSize);
    const bystander = await buildFixture(ctx, 3);
    const before = await partitionItems(ctx, f.userId);
    const bystanderBefore = await partitionItems(ctx, bystander.userId);

    const { objectKeys } = await scenario.run(ctx, f);

    expect([...objectKeys].sort()).toEqual(scenario.expectedKeys(f, before));
    await expectOnlyExpectedChanges(ctx, f.userId, before, {
      removed: (item) => scenario.removed(item, f),
      mayChange: (item) => scenario.mayChange(item, f, before),
    });
    const state = await expectConsistent(ctx, f.userId);
    await scenario.after?.(f, state.items);
    expect(await partitionItems(ctx, bystander.userId)).toEqual(bystanderBefore);
    await expect(scenario.run(ctx, f)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('is interrupted at each of its transactions, stays consistent, and finishes when run again', async () => {
    const total = await transactionsOf(scenario);
    expect(total).toBeGreaterThan(2);
    // Every failure point, on fixtures built side by side.
    await Promise.all(
      Array.from({ length: total }, async (_, index) => {
        const failAt = index + 1;
        const f = await buildFixture(ctx, scenario.fixtureSize);
        const before = await partitionItems(ctx, f.userId);
        // Odd points fail before the commit, even ones after it (the response is lost). After the
        // last transaction commits there is nothing left to resume, so that one fails before.
        const when = failAt % 2 === 0 && failAt < total ? 'after' : 'before';
        const failing = failingOnTransaction(ctx, failAt, when);

        await expect(
          scenario.run(failing, f),
          `failure ${when} transaction ${failAt}`,
        ).rejects.toBeInstanceOf(InjectedFailure);
        await expectConsistent(ctx, f.userId, { cascadeInProgress: true });

        const { objectKeys } = await scenario.run(ctx, f);
        expect([...objectKeys].sort(), `keys after failure ${when} ${failAt}`).toEqual(
          scenario.expectedKeys(f, before),
        );
        await expectOnlyExpectedChanges(ctx, f.userId, before, {
          removed: (item) => scenario.removed(item, f),
          mayChange: (item) => scenario.mayChange(item, f, before),
        });
        const state = await expectConsistent(ctx, f.userId);
        await scenario.after?.(f, state.items);
      }),
    );
  });
});

it('refuses new links to a parent while its cascade is in progress', async () => {
  const f = await buildFixture(ctx, 3);
  const failing = failingOnTransaction(ctx, 1);
  await expect(deleteProject(failing, f.userId, f.a.id)).rejects.toBeInstanceOf(InjectedFailure);
  const { createExpense, createMilestone } = await import('../src/index');
  await expect(
    createExpense(ctx, f.userId, {
      projectId: f.a.id,
      description: 'late',
      amountCents: 100,
      category: 'tools',
      paymentMethod: 'cash',
      date: '2025-01-01',
    }),
  ).rejects.toMatchObject({ entity: 'project' });
  await expect(
    createMilestone(ctx, f.userId, { projectId: f.a.id, title: 'late', category: 'Planning' }),
  ).rejects.toBeInstanceOf(NotFoundError);
  await deleteProject(ctx, f.userId, f.a.id);
  await expectConsistent(ctx, f.userId);
  await newUser(ctx);
});
