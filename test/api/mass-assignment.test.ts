import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import {
  contractorPayload,
  createContractor,
  createEstimate,
  createMilestone,
  createProject,
  estimatePayload,
  expensePayload,
  milestonePayload,
  ownerWithContractor,
  projectPayload,
} from './support/fixtures';

/** Fields a client may never set: identity, ownership, server-made values, plan and aggregates. */
const forged = {
  id: 987654,
  userId: 'someone-else',
  slug: 'forged-slug',
  startDate: '1999-01-01T00:00:00.000Z',
  createdAt: '1999-01-01T00:00:00.000Z',
  updatedAt: '1999-01-01T00:00:00.000Z',
  subscriptionStatus: 'active',
  subscriptionEndDate: '2999-01-01T00:00:00.000Z',
  stripeCustomerId: 'cus_forged',
  isCompleted: true,
  completedDate: '1999-01-02',
  totalSpent: '999999.00',
  spentCents: 99999900,
  paidAmount: '999.00',
  paidCents: 99900,
  paidCount: 42,
  totalWithTax: '1.00',
  percentPaid: 100,
  paymentSchedule: { retainageHundredths: 500, nextInstallmentId: 9, installments: [] },
  retainageHeldCents: 99900,
  scheduledCents: 99900,
  expenseCount: -100,
  contractorCount: -100,
  PK: 'USER#someone-else',
  SK: 'PROFILE',
};

const untouched = (record: Record<string, unknown>, user: { sub: string }) => {
  expect(record.id).not.toBe(forged.id);
  expect(record.userId).toBe(user.sub);
  expect(record.createdAt).not.toBe(forged.createdAt);
  expect(record).not.toHaveProperty('PK');
  expect(record).not.toHaveProperty('SK');
};

describe('mass assignment', () => {
  it('ignores forged fields on a project, before and after an update', async () => {
    const user = await newUser();

    const created = await api.post('/api/projects', user, { ...projectPayload(), ...forged });
    const updated = await api.put(`/api/projects/${created.body.id}`, user, {
      ...projectPayload(),
      ...forged,
    });

    for (const project of [created.body, updated.body]) {
      untouched(project, user);
      expect(project.slug).not.toBe(forged.slug);
      expect(project.startDate).not.toBe(forged.startDate);
      expect(project.totalSpent).toBe('0.00');
    }
    expect(updated.body.slug).toBe(created.body.slug);
    expect((await api.get(`/api/projects/${created.body.id}/summary`, user)).body.totalSpent).toBe('0.00');
  });

  it('ignores forged fields on an expense and never lets it skip the plan counter', async () => {
    const user = await newUser();
    const project = await createProject(user);

    const response = await api.post('/api/expenses', user, { ...expensePayload(project.id), ...forged });

    expect(response.status).toBe(201);
    untouched(response.body, user);
    expect((await api.get('/api/expenses/can_create', user)).body).toEqual({ canCreate: true, count: 1 });
    expect((await api.get('/api/user', user)).body.subscriptionStatus).toBe('free');
  });

  it('ignores forged payment totals on an estimate', async () => {
    const { user, project, contractor } = await ownerWithContractor();

    const created = await api.post('/api/estimates', user, {
      ...estimatePayload(project.id, contractor.id),
      ...forged,
    });
    const updated = await api.put(`/api/estimates/${created.body.id}`, user, {
      ...estimatePayload(project.id, contractor.id),
      ...forged,
    });

    for (const estimate of [created.body, updated.body]) {
      untouched(estimate, user);
      expect(estimate).toMatchObject({
        paidAmount: '0.00',
        paidCount: 0,
        percentPaid: 0,
        totalWithTax: '1104.00',
        paymentSchedule: null,
      });
    }
  });

  it('ignores forged completion fields on a milestone create and update', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const milestone = await createMilestone(user, project.id, forged);

    const updated = await api.put(`/api/milestones/${milestone.id}`, user, {
      ...milestonePayload(project.id),
      ...forged,
    });

    for (const record of [milestone, updated.body]) {
      untouched(record, user);
      expect(record).toMatchObject({ isCompleted: false, completedDate: null });
    }
  });

  it('ignores forged fields on a contractor and keeps the plan limit', async () => {
    const user = await newUser();

    const created = await api.post('/api/contractors', user, { ...contractorPayload(), ...forged });
    await createContractor(user);
    await createContractor(user);
    const fourth = await api.post('/api/contractors', user, { ...contractorPayload(), ...forged });

    untouched(created.body, user);
    expect(fourth.status).toBe(403);
    expect((await api.get('/api/contractors/count', user)).body).toEqual({ count: 3 });
  });

  it('stores nothing under the forged userId', async () => {
    const user = await newUser();
    const project = await createProject(user, { userId: 'someone-else' });
    const contractor = await createContractor(user, { userId: 'someone-else' });
    await createEstimate(user, project.id, contractor.id, { userId: 'someone-else' });

    const projects = await api.get('/api/projects', user);

    expect(projects.body.map((p: { userId: string }) => p.userId)).toEqual([user.sub]);
  });
});
