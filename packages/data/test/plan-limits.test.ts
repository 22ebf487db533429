// The free-plan limits are conditions inside the create transactions, so they hold under concurrency.
import { describe, expect, it } from 'vitest';
import {
  createContractor,
  createExpense,
  createProject,
  getPlanUsage,
  listAllExpenses,
  listContractors,
  PlanLimitError,
  updateSubscription,
} from '../src/index';
import type { DataContext } from '../src/context';
import { newUser, partitionItems, testContext } from './support';

const ctx = testContext();

function expenseInput(projectId: number, i: number) {
  return {
    projectId,
    description: `Expense ${i}`,
    amountCents: 1000 + i,
    category: 'materials',
    paymentMethod: 'cash',
    date: '2025-03-01',
  };
}

async function twentyConcurrentExpenses(context: DataContext, userId: string) {
  const project = await createProject(context, userId, { name: 'Attic', budgetCents: 100_000 });
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) => createExpense(context, userId, expenseInput(project.id, i))),
  );
  return { project, results };
}

describe('free plan', () => {
  it('lets exactly 5 of 20 concurrent expense creates through, with a counter of 5', async () => {
    const userId = await newUser(ctx);
    const { results } = await twentyConcurrentExpenses(ctx, userId);
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(PlanLimitError);
      expect((r.reason as PlanLimitError).resource).toBe('expenses');
      expect((r.reason as PlanLimitError).limit).toBe(5);
    }
    expect(await listAllExpenses(ctx, userId)).toHaveLength(5);
    const usage = await getPlanUsage(ctx, userId);
    expect(usage).toMatchObject({ expenseCount: 5, expenseLimit: 5, canCreateExpense: false, isPro: false });
    const project = (await partitionItems(ctx, userId)).find((i) => i.entity === 'project');
    expect(project?.expenseCount).toBe(5);
  });

  it('lets exactly 3 of 20 concurrent contractor creates through', async () => {
    const userId = await newUser(ctx);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createContractor(ctx, userId, { name: `Contractor ${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(PlanLimitError);
      expect((r.reason as PlanLimitError).resource).toBe('contractors');
    }
    expect(await listContractors(ctx, userId)).toHaveLength(3);
    expect(await getPlanUsage(ctx, userId)).toMatchObject({ contractorCount: 3, canCreateContractor: false });
  });

  it('treats a cancelled plan whose end date has passed as free', async () => {
    const userId = await newUser(ctx);
    await updateSubscription(ctx, userId, { status: 'cancelled', endDate: '2020-01-01T00:00:00.000Z' });
    const { results } = await twentyConcurrentExpenses(ctx, userId);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });
});

describe('pro plan', () => {
  it('lets all 20 concurrent expense creates and 20 contractor creates through', async () => {
    const userId = await newUser(ctx, 'pro');
    const { results } = await twentyConcurrentExpenses(ctx, userId);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    const contractors = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createContractor(ctx, userId, { name: `Contractor ${i}` })),
    );
    expect(contractors.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(await getPlanUsage(ctx, userId)).toMatchObject({
      isPro: true,
      expenseCount: 20,
      contractorCount: 20,
      expenseLimit: null,
      contractorLimit: null,
      canCreateExpense: true,
    });
  });

  it('keeps Pro for a cancelled plan until its end date, judged by the context clock', async () => {
    const userId = await newUser(ctx);
    await updateSubscription(ctx, userId, { status: 'cancelled', endDate: '2030-06-01T00:00:00.000Z' });
    const before = testContext({ now: () => new Date('2030-05-31T23:00:00.000Z') });
    const after = testContext({ now: () => new Date('2030-06-01T01:00:00.000Z') });
    const project = await createProject(before, userId, { name: 'Garage', budgetCents: 100_000 });
    for (let i = 0; i < 6; i++) await createExpense(before, userId, expenseInput(project.id, i));
    expect((await getPlanUsage(before, userId)).isPro).toBe(true);
    await expect(createExpense(after, userId, expenseInput(project.id, 7))).rejects.toBeInstanceOf(
      PlanLimitError,
    );
    expect(await getPlanUsage(after, userId)).toMatchObject({
      isPro: false,
      expenseCount: 6,
      canCreateExpense: false,
    });
  });
});
