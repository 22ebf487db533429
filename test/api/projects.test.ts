import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import {
  createContractor,
  createEstimate,
  createExpense,
  createMilestone,
  createProject,
  projectPayload,
  newRecordEdits,
} from './support/fixtures';
import { objectExists, uploadThroughApi } from './support/s3';

describe('projects', () => {
  it('creates a project with a server-made slug and start date, money as strings', async () => {
    const user = await newUser();

    const response = await api.post('/api/projects', user, projectPayload({ name: '  Kitchen Remodel ' }));

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      userId: user.sub,
      homeId: 1,
      extensiveRemodel: false,
      name: 'Kitchen Remodel',
      slug: expect.stringMatching(/^kitchen-remodel(-[\w]+)?$/),
      description: 'New cabinets and counters',
      budget: '25000.00',
      taxRate: '13.00',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ...newRecordEdits(user),
      totalSpent: '0.00',
    });
  });

  it('defaults the tax rate to 13.00 and accepts numbers for money', async () => {
    const response = await api.post('/api/projects', await newUser(), { name: 'Deck', budget: 150 });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ budget: '150.00', taxRate: '13.00', description: null });
  });

  it.each([
    [{ name: 'ab', budget: '500' }, ['name'], 'Project name must be at least 3 characters long'],
    [{ name: 'Bath', budget: '99.99' }, ['budget'], 'Budget must be at least $100'],
    [{ name: 'Bath', budget: 'lots' }, ['budget'], 'Budget must be at least $100'],
    [{ name: 'Bath', budget: '500', taxRate: '100.01' }, ['taxRate'], 'Tax rate must be between 0% and 100%'],
    [{ name: 'Bath', budget: '500', taxRate: -1 }, ['taxRate'], 'Tax rate must be between 0% and 100%'],
  ])("refuses %j with 400 and the product's message", async (body, path, message) => {
    const response = await api.post('/api/projects', await newUser(), body);

    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Validation failed');
    expect(response.body.details).toContainEqual({ path, message });
  });

  it('gives two projects of the same name different slugs, unique per user only', async () => {
    const user = await newUser();
    const a = await createProject(user, { name: 'Same Name' });
    const b = await createProject(user, { name: 'Same Name' });
    // Another user's project of that name says nothing about this user's.
    const other = await createProject(await newUser(), { name: 'Same Name' });

    expect(a.slug).not.toBe(b.slug);
    expect(other.slug).toBe(a.slug);
  });

  it('lists, reads and updates the caller’s projects', async () => {
    const user = await newUser();
    const project = await createProject(user);

    const updated = await api.put(`/api/projects/${project.id}`, user, {
      name: 'Kitchen and Pantry',
      budget: '30000',
      taxRate: '8.25',
    });
    const read = await api.get(`/api/projects/${project.id}`, user);
    const list = await api.get('/api/projects', user);

    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Kitchen and Pantry',
      budget: '30000.00',
      taxRate: '8.25',
      slug: project.slug,
      startDate: project.startDate,
      description: 'New cabinets and counters',
    });
    expect(read.body).toEqual(updated.body);
    expect(list.body).toEqual([updated.body]);
  });

  it("stores 'part of an extensive remodel', keeps it when a PUT leaves it out, and refuses what is not true or false", async () => {
    const user = await newUser();
    const project = await createProject(user);
    const path = `/api/projects/${project.id}`;

    const switched = await api.put(path, user, {
      name: project.name,
      budget: '25000',
      extensiveRemodel: true,
    });
    const leftOut = await api.put(path, user, { name: 'Kitchen and Pantry', budget: '25000' });
    const refused = await api.put(path, user, {
      name: project.name,
      budget: '25000',
      extensiveRemodel: 'yes',
    });
    const made = await api.post('/api/projects', user, projectPayload({ extensiveRemodel: true }));

    expect([
      switched.body.extensiveRemodel,
      leftOut.body.extensiveRemodel,
      made.body.extensiveRemodel,
    ]).toEqual([true, true, true]);
    expect([refused.status, refused.body.details]).toEqual([
      400,
      [{ path: ['extensiveRemodel'], message: 'Extensive remodel must be true or false' }],
    ]);
    expect((await api.get(path, user)).body).toMatchObject({
      name: 'Kitchen and Pantry',
      extensiveRemodel: true,
    });
  });

  it('refuses an update that breaks the rules, leaving the project as it was', async () => {
    const user = await newUser();
    const project = await createProject(user);

    const response = await api.put(`/api/projects/${project.id}`, user, { name: 'x', budget: '5' });

    expect(response.status).toBe(400);
    expect(response.body.details).toHaveLength(2);
    expect((await api.get(`/api/projects/${project.id}`, user)).body).toEqual(project);
  });

  it.each([
    ['GET', '/api/projects/999999'],
    ['PUT', '/api/projects/999999'],
    ['DELETE', '/api/projects/999999'],
    ['GET', '/api/projects/999999/summary'],
    ['GET', '/api/projects/not-a-number'],
    ['GET', '/api/projects/0'],
  ])('%s %s answers 404 for a missing id', async (method, url) => {
    const user = await newUser();
    const body = method === 'PUT' ? projectPayload() : undefined;

    const response = await (method === 'GET'
      ? api.get(url, user)
      : method === 'PUT'
        ? api.put(url, user, body)
        : api.delete(url, user));

    expect(response.status).toBe(404);
    expect(response.body.error).toMatch(/not found/i);
  });

  it('summarises budget, spending by category and estimates from the aggregates', async () => {
    const user = await newUser();
    const project = await createProject(user, { budget: '1000.00' });
    const contractor = await createContractor(user);
    const estimate = await createEstimate(user, project.id, contractor.id, {
      amount: '500.00',
      cashPercentage: '0',
      taxedPercentage: '100',
      taxRate: '10',
      status: 'approved',
    });
    await createExpense(user, project.id, { amount: '100.00', category: 'materials' });
    await createExpense(user, project.id, { amount: '50.25', category: 'Labor', estimateId: estimate.id });

    const response = await api.get(`/api/projects/${project.id}/summary`, user);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totalBudget: '1000.00',
      totalSpent: '150.25',
      remaining: '849.75',
      budgetUsedPercent: 15.03,
      totalEstimates: '550.00',
      paidEstimates: '50.25',
      categoryBreakdown: { materials: '100.00', labor: '50.25' },
    });
  });

  it('deletes the project with its expenses, estimates and milestones, and their files', async () => {
    const user = await newUser();
    const project = await createProject(user);
    const other = await createProject(user, { name: 'Other project' });
    const contractor = await createContractor(user);
    const receipt = await uploadThroughApi(user, {
      name: 'r.pdf',
      type: 'application/pdf',
      content: '%PDF-1',
    });
    const attachment = await uploadThroughApi(
      user,
      { name: 'q.txt', type: 'text/plain', content: 'quote' },
      'estimate-attachment',
    );
    const estimate = await createEstimate(user, project.id, contractor.id, { attachmentUrl: attachment });
    const expense = await createExpense(user, project.id, { imageUrl: receipt, estimateId: estimate.id });
    const milestone = await createMilestone(user, project.id);
    const kept = await createExpense(user, other.id, { description: 'Other expense' });

    const response = await api.delete(`/api/projects/${project.id}`, user);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Project deleted successfully' });
    expect((await api.get(`/api/projects/${project.id}`, user)).status).toBe(404);
    expect((await api.get(`/api/expenses/${expense.id}`, user)).status).toBe(404);
    expect((await api.get(`/api/estimates/${estimate.id}`, user)).status).toBe(404);
    expect((await api.patch(`/api/milestones/${milestone.id}/complete`, user)).status).toBe(404);
    expect((await api.get('/api/expenses', user)).body.expenses).toEqual([kept]);
    expect((await api.get('/api/contractors', user)).body).toHaveLength(1);
    expect(await objectExists(receipt)).toBe(false);
    expect(await objectExists(attachment)).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await api.get('/api/projects')).status).toBe(401);
    expect((await api.post('/api/projects', undefined, projectPayload())).status).toBe(401);
  });
});
