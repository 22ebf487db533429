// Two users whose records carry the same numeric ids: through every function, each only ever sees
// and changes their own. Ids come from per-user sequences, so both users have project 1, expense 1...
import { beforeAll, describe, expect, it } from 'vitest';
import * as data from '../src/index';
import { NotFoundError } from '../src/index';
import { newUser, partitionItems, testContext } from './support';

const ctx = testContext();

async function populate(userId: string, label: string) {
  const project = await data.createProject(ctx, userId, {
    name: `${label} project ${userId.slice(0, 6)}`,
    budgetCents: 300_000,
  });
  const second = await data.createProject(ctx, userId, {
    name: `${label} second ${userId.slice(0, 6)}`,
    budgetCents: 200_000,
  });
  const contractor = await data.createContractor(ctx, userId, { name: `${label} contractor` });
  const estimate = await data.createEstimate(ctx, userId, {
    projectId: project.id,
    contractorId: contractor.id,
    title: `${label} estimate`,
    amountCents: 50_000,
    date: '2025-01-01',
    status: 'approved',
  });
  const expense = await data.createExpense(ctx, userId, {
    projectId: project.id,
    description: `${label} expense`,
    amountCents: 1_234,
    category: 'materials',
    paymentMethod: 'cash',
    date: '2025-01-02',
    estimateId: estimate.id,
    contractorId: contractor.id,
    imageUrl: `users/${userId}/r.jpg`,
  });
  const milestone = await data.createMilestone(ctx, userId, {
    projectId: project.id,
    title: `${label} milestone`,
    category: 'Planning',
  });
  const chat = await data.addChatMessage(ctx, userId, { role: 'user', content: `${label} says hi` });
  return { project, second, contractor, estimate, expense, milestone, chat };
}

describe('two users with the same numeric ids', () => {
  let alice: string;
  let bob: string;
  let a: Awaited<ReturnType<typeof populate>>;
  let b: Awaited<ReturnType<typeof populate>>;

  beforeAll(async () => {
    alice = await newUser(ctx);
    bob = await newUser(ctx);
    a = await populate(alice, 'alice');
    b = await populate(bob, 'bob');
  });

  it('really share ids', () => {
    expect([a.project.id, a.contractor.id, a.estimate.id, a.expense.id, a.milestone.id, a.chat.id]).toEqual([
      b.project.id,
      b.contractor.id,
      b.estimate.id,
      b.expense.id,
      b.milestone.id,
      b.chat.id,
    ]);
  });

  it('read only their own records', async () => {
    expect((await data.getProject(ctx, bob, a.project.id))?.name).toBe(b.project.name);
    expect((await data.getExpense(ctx, bob, a.expense.id))?.description).toBe('bob expense');
    expect((await data.getContractor(ctx, bob, a.contractor.id))?.name).toBe('bob contractor');
    expect((await data.getEstimate(ctx, bob, a.estimate.id))?.title).toBe('bob estimate');
    expect((await data.getMilestone(ctx, bob, a.milestone.id))?.title).toBe('bob milestone');
    expect((await data.listProjects(ctx, bob)).map((p) => p.userId)).toEqual([bob, bob]);
    expect((await data.listAllExpenses(ctx, bob)).map((e) => e.description)).toEqual(['bob expense']);
    expect((await data.listContractors(ctx, bob)).map((c) => c.name)).toEqual(['bob contractor']);
    expect((await data.listEstimates(ctx, bob)).map((e) => e.title)).toEqual(['bob estimate']);
    expect((await data.listEstimates(ctx, bob, { projectId: a.project.id })).map((e) => e.title)).toEqual([
      'bob estimate',
    ]);
    expect((await data.listMilestones(ctx, bob, a.project.id)).map((m) => m.title)).toEqual([
      'bob milestone',
    ]);
    expect((await data.listRecentChatMessages(ctx, bob)).map((m) => m.content)).toEqual(['bob says hi']);
    const page = await data.listExpensePage(ctx, bob, a.project.id, { page: 1, pageSize: 25 });
    expect(page.expenses.map((e) => e.description)).toEqual(['bob expense']);
    const searched = await data.listExpensePage(ctx, bob, a.project.id, {
      page: 1,
      pageSize: 25,
      search: 'alice',
    });
    expect(searched.expenses).toEqual([]);
    expect(searched.searched).toEqual({ looked: 1, of: 1 });
    const household = await data.listHouseholdExpensePage(ctx, bob, { limit: 25 });
    expect(household.records.map((e) => e.description)).toEqual(['bob expense']);
    expect((await data.listContractorPage(ctx, bob, { limit: 25 })).records.map((c) => c.name)).toEqual([
      'bob contractor',
    ]);
    expect((await data.getProjectSummary(ctx, bob, a.project.id))?.totalSpentCents).toBe(1_234);
    expect((await data.getUser(ctx, bob))?.email).toBe(`${bob}@example.test`);
  });

  it('get the same slug for the same project name: a slug tells nothing about other users', async () => {
    const [carol, dave] = [await newUser(ctx), await newUser(ctx)];
    const name = `Shared name ${alice.slice(0, 6)}`;
    const mine = await data.createProject(ctx, carol, { name, budgetCents: 10_000 });
    const theirs = await data.createProject(ctx, dave, { name, budgetCents: 10_000 });
    expect(theirs.slug).toBe(mine.slug);
    // Within one user's projects the slug stays unique.
    const again = await data.createProject(ctx, dave, { name, budgetCents: 10_000 });
    expect(again.slug).not.toBe(theirs.slug);
  });

  it('cannot reach ids that only the other user has', async () => {
    const aliceOnly = 999;
    expect(await data.getProject(ctx, bob, aliceOnly)).toBeNull();
    // Alice creates extra records so that ids exist for her and not for Bob.
    const extraProject = await data.createProject(ctx, alice, {
      name: `alice extra ${alice.slice(0, 6)}`,
      budgetCents: 10_000,
    });
    const extraExpense = await data.createExpense(ctx, alice, {
      projectId: extraProject.id,
      description: 'alice extra',
      amountCents: 10,
      category: 'tools',
      paymentMethod: 'cash',
      date: '2025-01-03',
    });
    const extraContractor = await data.createContractor(ctx, alice, { name: 'alice extra' });
    const extraEstimate = await data.createEstimate(ctx, alice, {
      projectId: extraProject.id,
      contractorId: extraContractor.id,
      title: 'alice extra',
      amountCents: 10,
      date: '2025-01-01',
    });
    const extraMilestone = await data.createMilestone(ctx, alice, {
      projectId: extraProject.id,
      title: 'x',
      category: 'Planning',
    });
    const aliceBefore = await partitionItems(ctx, alice);

    expect(await data.getProject(ctx, bob, extraProject.id)).toBeNull();
    expect(await data.getProjectSummary(ctx, bob, extraProject.id)).toBeNull();
    expect(await data.getExpense(ctx, bob, extraExpense.id)).toBeNull();
    expect(await data.getContractor(ctx, bob, extraContractor.id)).toBeNull();
    expect(await data.getEstimate(ctx, bob, extraEstimate.id)).toBeNull();
    expect(await data.getMilestone(ctx, bob, extraMilestone.id)).toBeNull();
    expect(await data.listMilestones(ctx, bob, extraProject.id)).toEqual([]);
    expect(await data.listEstimates(ctx, bob, { projectId: extraProject.id })).toEqual([]);

    const notFound = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(NotFoundError);
    const expenseInput = {
      description: 'bob',
      amountCents: 1,
      category: 'tools',
      paymentMethod: 'cash',
      date: '2025-01-01',
    };
    await notFound(data.listExpensePage(ctx, bob, extraProject.id, { page: 1, pageSize: 10 }));
    await notFound(
      data.listExpensePage(ctx, bob, extraProject.id, { page: 1, pageSize: 10, search: 'alice' }),
    );
    await notFound(data.updateProject(ctx, bob, extraProject.id, { name: 'hijack', budgetCents: 1 }));
    await notFound(data.deleteProject(ctx, bob, extraProject.id));
    await notFound(data.createExpense(ctx, bob, { projectId: extraProject.id, ...expenseInput }));
    await notFound(
      data.createExpense(ctx, bob, {
        projectId: b.project.id,
        ...expenseInput,
        estimateId: extraEstimate.id,
      }),
    );
    await notFound(
      data.createExpense(ctx, bob, {
        projectId: b.project.id,
        ...expenseInput,
        contractorId: extraContractor.id,
      }),
    );
    await notFound(
      data.updateExpense(ctx, bob, extraExpense.id, { projectId: b.project.id, ...expenseInput }),
    );
    await notFound(
      data.updateExpense(ctx, bob, b.expense.id, { projectId: extraProject.id, ...expenseInput }),
    );
    await notFound(data.deleteExpense(ctx, bob, extraExpense.id));
    await notFound(data.updateContractor(ctx, bob, extraContractor.id, { name: 'hijack' }));
    await notFound(data.deleteContractor(ctx, bob, extraContractor.id));
    const estimateInput = { title: 'bob', amountCents: 1, date: '2025-01-01' };
    await notFound(
      data.createEstimate(ctx, bob, {
        projectId: extraProject.id,
        contractorId: b.contractor.id,
        ...estimateInput,
      }),
    );
    await notFound(
      data.createEstimate(ctx, bob, {
        projectId: b.project.id,
        contractorId: extraContractor.id,
        ...estimateInput,
      }),
    );
    await notFound(
      data.updateEstimate(ctx, bob, extraEstimate.id, {
        projectId: b.project.id,
        contractorId: b.contractor.id,
        ...estimateInput,
      }),
    );
    await notFound(data.deleteEstimate(ctx, bob, extraEstimate.id));
    await notFound(
      data.createMilestone(ctx, bob, { projectId: extraProject.id, title: 'x', category: 'Planning' }),
    );
    await notFound(
      data.updateMilestone(ctx, bob, extraMilestone.id, {
        projectId: b.project.id,
        title: 'x',
        category: 'Planning',
      }),
    );
    await notFound(data.completeMilestone(ctx, bob, extraMilestone.id));
    await notFound(data.deleteMilestone(ctx, bob, extraMilestone.id));

    expect(await partitionItems(ctx, alice)).toEqual(aliceBefore);
  });

  it('change only their own record when they use an id both have', async () => {
    const aliceBefore = await partitionItems(ctx, alice);
    await data.updateProject(ctx, bob, b.project.id, { name: 'bob renamed', budgetCents: 400_000 });
    await data.updateExpense(ctx, bob, b.expense.id, {
      projectId: b.second.id,
      description: 'bob moved',
      amountCents: 999,
      category: 'labor',
      paymentMethod: 'check',
      date: '2025-02-02',
    });
    await data.updateContractor(ctx, bob, b.contractor.id, { name: 'bob renamed' });
    await data.updateEstimate(ctx, bob, b.estimate.id, {
      projectId: b.second.id,
      contractorId: b.contractor.id,
      title: 'bob renamed',
      amountCents: 10,
      date: '2025-01-01',
    });
    await data.updateMilestone(ctx, bob, b.milestone.id, {
      projectId: b.project.id,
      title: 'bob renamed',
      category: 'Painting',
    });
    await data.completeMilestone(ctx, bob, b.milestone.id);
    await data.consumeDailyQuota(ctx, bob, 'chat', 10);
    await data.deleteMilestone(ctx, bob, b.milestone.id);
    await data.deleteExpense(ctx, bob, b.expense.id);
    await data.deleteEstimate(ctx, bob, b.estimate.id);
    await data.deleteContractor(ctx, bob, b.contractor.id);
    await data.deleteProject(ctx, bob, b.project.id);
    await data.updateSubscription(ctx, bob, { status: 'active' });
    expect(await partitionItems(ctx, alice)).toEqual(aliceBefore);
    expect((await data.getUser(ctx, alice))?.subscriptionStatus).toBe('free');
  });
});
