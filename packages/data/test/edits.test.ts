// Who did what, and no lost edits: every record keeps who added it and who last changed it (in the same
// write), and an update made on a version someone else has changed since is refused, naming them.
import { describe, expect, it } from 'vitest';
import {
  completeMilestone,
  createChangeOrder,
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  getEstimate,
  getExpense,
  getProject,
  setBudgetPlan,
  StaleEditError,
  updateChangeOrder,
  updateContractor,
  updateEstimate,
  updateExpense,
  updateMilestone,
  updateProject,
} from '../src/index';
import { dana, newUser, storeAsOlderCode, sam, testContext } from './support';

const ctx = testContext();

const expenseInput = (projectId: number, amountCents = 1000) => ({
  projectId,
  description: 'Tiles',
  amountCents,
  category: 'materials',
  paymentMethod: 'cash',
  date: '2026-11-03',
});
const estimateInput = (projectId: number, contractorId: number) => ({
  projectId,
  contractorId,
  title: 'Wiring',
  amountCents: 100_000,
  date: '2026-11-01',
  status: 'approved' as const,
});
const changeOrderInput = { title: 'Two outlets', amountCents: 24_000, date: '2026-11-02' };
const milestoneInput = (projectId: number) => ({ projectId, title: 'Demolition', category: 'Demolition' });

/** A household with one of each record, every one added by Dana. */
async function household() {
  const owner = await newUser(ctx, 'pro');
  const by = { by: dana };
  const project = await createProject(ctx, owner, { name: 'Kitchen', budgetCents: 5_000_000 }, by);
  const contractor = await createContractor(ctx, owner, { name: 'Priya' }, by);
  const estimate = await createEstimate(ctx, owner, estimateInput(project.id, contractor.id), by);
  const changeOrder = await createChangeOrder(ctx, owner, estimate.id, changeOrderInput, by);
  const expense = await createExpense(ctx, owner, expenseInput(project.id), by);
  const milestone = await createMilestone(ctx, owner, milestoneInput(project.id), by);
  return { owner, project, contractor, estimate, changeOrder, expense, milestone };
}
type Household = Awaited<ReturnType<typeof household>>;

/** Sam's update of each kind of record, made on version `expectedVersion`. */
const updates: Record<string, (h: Household, expectedVersion: number) => Promise<unknown>> = {
  project: (h, expectedVersion) =>
    updateProject(
      ctx,
      h.owner,
      h.project.id,
      { name: 'Kitchen', budgetCents: 6_000_000 },
      { by: sam, expectedVersion },
    ),
  'budget plan': (h, expectedVersion) =>
    setBudgetPlan(
      ctx,
      h.owner,
      h.project.id,
      { contingencyCents: 1000, lines: [] },
      { by: sam, expectedVersion },
    ),
  expense: (h, expectedVersion) =>
    updateExpense(ctx, h.owner, h.expense.id, expenseInput(h.project.id, 2000), { by: sam, expectedVersion }),
  contractor: (h, expectedVersion) =>
    updateContractor(ctx, h.owner, h.contractor.id, { name: 'Priya Shah' }, { by: sam, expectedVersion }),
  estimate: (h, expectedVersion) =>
    updateEstimate(ctx, h.owner, h.estimate.id, estimateInput(h.project.id, h.contractor.id), {
      by: sam,
      expectedVersion,
    }),
  'change order': (h, expectedVersion) =>
    updateChangeOrder(ctx, h.owner, h.changeOrder.id, changeOrderInput, { by: sam, expectedVersion }),
  milestone: (h, expectedVersion) =>
    updateMilestone(ctx, h.owner, h.milestone.id, milestoneInput(h.project.id), { by: sam, expectedVersion }),
};

describe('who did what', () => {
  it('stamps the author of every new record, at version 1', async () => {
    const h = await household();

    for (const record of [h.project, h.contractor, h.estimate, h.changeOrder, h.expense, h.milestone]) {
      expect(record).toMatchObject({
        version: 1,
        createdBy: { userId: dana.id, name: 'Dana' },
        updatedBy: { userId: dana.id, name: 'Dana' },
      });
    }
  });

  it.each(Object.keys(updates))(
    'stamps who changed a %s, keeps who added it, and counts the edit',
    async (kind) => {
      const h = await household();

      const updated = (await updates[kind]!(h, 1)) as Record<string, unknown>;
      const record =
        'expense' in updated ? updated.expense : 'estimate' in updated ? updated.estimate : updated;

      expect(record).toMatchObject({
        version: 2,
        createdBy: { userId: dana.id, name: 'Dana' },
        updatedBy: { userId: sam.id, name: 'Sam' },
      });
    },
  );

  it('counts completing a milestone as a change by whoever completed it', async () => {
    const h = await household();

    const done = await completeMilestone(ctx, h.owner, h.milestone.id, '2026-11-04', { by: sam });

    expect(done).toMatchObject({ isCompleted: true, version: 2, updatedBy: { userId: sam.id, name: 'Sam' } });
    await expect(updates.milestone!(h, 1)).rejects.toBeInstanceOf(StaleEditError);
  });
});

describe('no lost edits', () => {
  it.each(Object.keys(updates))(
    'refuses a %s edit made on a version changed since, naming who changed it',
    async (kind) => {
      const h = await household();
      await updates[kind]!(h, 1);

      const stale = updates[kind]!(h, 1);

      await expect(stale).rejects.toBeInstanceOf(StaleEditError);
      await expect(stale).rejects.toMatchObject({ changedBy: 'Sam' });
      await expect(updates[kind]!(h, 2)).resolves.toBeDefined();
    },
  );

  it('lets one of two edits of the same version through', async () => {
    const h = await household();

    const results = await Promise.allSettled([updates.expense!(h, 1), updates.expense!(h, 1)]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(StaleEditError);
    expect((await getExpense(ctx, h.owner, h.expense.id))?.version).toBe(2);
  });

  it('does not count an expense linked to an estimate, or an added expense, as an edit of them', async () => {
    const h = await household();

    await createExpense(
      ctx,
      h.owner,
      { ...expenseInput(h.project.id), estimateId: h.estimate.id },
      { by: sam },
    );

    expect((await getEstimate(ctx, h.owner, h.estimate.id))?.version).toBe(1);
    expect((await getProject(ctx, h.owner, h.project.id))?.version).toBe(1);
    await expect(updates.estimate!(h, 1)).resolves.toBeDefined();
  });

  it('reads records written before attribution as version 1, made by the owner, and edits them', async () => {
    const h = await household();
    await storeAsOlderCode(ctx, h.owner, (item) =>
      ['expense', 'project'].includes(String(item.entity))
        ? ['createdBy', 'createdByName', 'updatedBy', 'updatedByName', 'revision']
        : [],
    );

    const old = await getExpense(ctx, h.owner, h.expense.id);
    expect(old).toMatchObject({
      version: 1,
      createdBy: { userId: h.owner, name: null },
      updatedBy: { userId: h.owner, name: null },
    });
    const { expense } = await updateExpense(ctx, h.owner, h.expense.id, expenseInput(h.project.id, 3000), {
      by: sam,
      expectedVersion: 1,
    });
    expect(expense).toMatchObject({ version: 2, createdBy: { userId: h.owner }, updatedBy: { name: 'Sam' } });
    await expect(updates.project!(h, 1)).resolves.toBeDefined();
  });
});
