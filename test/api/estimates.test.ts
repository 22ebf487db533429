import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import {
  createContractor,
  createEstimate,
  createExpense,
  createProject,
  estimatePayload,
  ownerWithContractor,
  newRecordEdits,
} from './support/fixtures';
import { objectExists, uploadThroughApi } from './support/s3';

describe('estimates', () => {
  it('creates an estimate with its tax maths and an empty payment progress', async () => {
    const { user, project, contractor } = await ownerWithContractor();

    const response = await api.post('/api/estimates', user, estimatePayload(project.id, contractor.id));

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      userId: user.sub,
      projectId: project.id,
      contractorId: contractor.id,
      title: 'Rewire kitchen',
      description: 'Panel and circuits',
      amount: '1000.00',
      cashPercentage: '20.00',
      taxedPercentage: '80.00',
      taxRate: '13.00',
      date: '2025-03-01',
      status: 'approved',
      notes: null,
      category: null,
      attachmentUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ...newRecordEdits(user),
      // 200 cash + 800 taxed + 104 tax
      totalWithTax: '1104.00',
      changeOrdersTotal: '0.00',
      revisedTotalWithTax: '1104.00',
      paidAmount: '0.00',
      paidCount: 0,
      remaining: '1104.00',
      percentPaid: 0,
      paymentSchedule: null,
    });
  });

  it('applies the defaults: cash 0, taxed 100, rate 0, status pending', async () => {
    const { user, project, contractor } = await ownerWithContractor();

    const estimate = await createEstimate(user, project.id, contractor.id, {
      cashPercentage: undefined,
      taxedPercentage: undefined,
      taxRate: undefined,
      status: undefined,
    });

    expect(estimate).toMatchObject({
      cashPercentage: '0.00',
      taxedPercentage: '100.00',
      taxRate: '0.00',
      status: 'pending',
      totalWithTax: '1000.00',
    });
  });

  it('derives payment progress from the linked expenses in every returned estimate', async () => {
    const { user, project, contractor } = await ownerWithContractor();
    const estimate = await createEstimate(user, project.id, contractor.id, {
      amount: '400.00',
      cashPercentage: '0',
      taxedPercentage: '100',
      taxRate: '0',
    });
    await createExpense(user, project.id, { amount: '100.00', estimateId: estimate.id });
    await createExpense(user, project.id, { amount: '50.00', estimateId: estimate.id });

    const one = await api.get(`/api/estimates/${estimate.id}`, user);
    const list = await api.get('/api/estimates', user);

    expect(one.body).toMatchObject({
      paidAmount: '150.00',
      paidCount: 2,
      remaining: '250.00',
      percentPaid: 37.5,
    });
    expect(list.body).toEqual([one.body]);
  });

  it('caps the progress at 100% and the remaining at zero when overpaid', async () => {
    const { user, project, contractor } = await ownerWithContractor();
    const estimate = await createEstimate(user, project.id, contractor.id, {
      amount: '100.00',
      cashPercentage: '100',
      taxedPercentage: '0',
    });
    await createExpense(user, project.id, { amount: '130.00', estimateId: estimate.id });

    const response = await api.get(`/api/estimates/${estimate.id}`, user);

    expect(response.body).toMatchObject({ paidAmount: '130.00', remaining: '0.00', percentPaid: 100 });
  });

  it('lists one project’s estimates with ?projectId=', async () => {
    const user = await newUser();
    const kitchen = await createProject(user);
    const bath = await createProject(user, { name: 'Bathroom' });
    const contractor = await createContractor(user);
    await createEstimate(user, kitchen.id, contractor.id, { title: 'Kitchen quote' });
    await createEstimate(user, bath.id, contractor.id, { title: 'Bath quote' });

    const response = await api.get(`/api/estimates?projectId=${bath.id}`, user);

    expect(response.body.map((e: { title: string }) => e.title)).toEqual(['Bath quote']);
    expect((await api.get('/api/estimates?projectId=abc', user)).status).toBe(400);
  });

  it.each([
    [{ title: '' }, ['title'], 'Title is required'],
    [{ amount: '0' }, ['amount'], 'Amount must be greater than 0'],
    [{ projectId: 0 }, ['projectId'], 'Project is required'],
    [{ contractorId: null }, ['contractorId'], 'Contractor is required'],
    [
      { cashPercentage: '101', taxedPercentage: '0' },
      ['cashPercentage'],
      'Cash percentage must be between 0% and 100%',
    ],
    [
      { cashPercentage: '0', taxedPercentage: '-1' },
      ['taxedPercentage'],
      'Taxed percentage must be between 0% and 100%',
    ],
    [
      { cashPercentage: '30', taxedPercentage: '60' },
      ['cashPercentage'],
      'Cash and taxed percentages must add up to 100%',
    ],
  ])("refuses %j with the product's message", async (overrides, path, message) => {
    const { user, project, contractor } = await ownerWithContractor();

    const response = await api.post(
      '/api/estimates',
      user,
      estimatePayload(project.id, contractor.id, overrides),
    );

    expect(response.status).toBe(400);
    expect(response.body.details).toContainEqual({ path, message });
    expect((await api.get('/api/estimates', user)).body).toEqual([]);
  });

  it('refuses another user’s project or contractor with 404', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    // Ids are per-user sequences: the owner's second records have ids the intruder does not have.
    await createProject(owner);
    await createContractor(owner);
    const ownerProject = await createProject(owner);
    const ownerContractor = await createContractor(owner);
    const project = await createProject(intruder);
    const contractor = await createContractor(intruder);

    const foreignProject = await api.post(
      '/api/estimates',
      intruder,
      estimatePayload(ownerProject.id, contractor.id),
    );
    const foreignContractor = await api.post(
      '/api/estimates',
      intruder,
      estimatePayload(project.id, ownerContractor.id),
    );

    expect(foreignProject.status).toBe(404);
    expect(foreignContractor.status).toBe(404);
    expect((await api.get('/api/estimates', intruder)).body).toEqual([]);
  });

  it('updates an estimate and keeps its paid total', async () => {
    const { user, project, contractor } = await ownerWithContractor();
    const estimate = await createEstimate(user, project.id, contractor.id);
    await createExpense(user, project.id, { amount: '100.00', estimateId: estimate.id });

    const response = await api.put(
      `/api/estimates/${estimate.id}`,
      user,
      estimatePayload(project.id, contractor.id, {
        status: 'rejected',
        amount: '2000',
        cashPercentage: 0,
        taxedPercentage: 100,
        taxRate: 0,
      }),
    );

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'rejected',
      totalWithTax: '2000.00',
      paidAmount: '100.00',
      percentPaid: 5,
    });
    expect((await api.get(`/api/projects/${project.id}/summary`, user)).body.totalEstimates).toBe('0.00');
  });

  it('refuses with 409 to move an estimate with linked expenses to another project, and changes nothing', async () => {
    const user = await newUser();
    const kitchen = await createProject(user);
    const bathroom = await createProject(user, { name: 'Bathroom' });
    const contractor = await createContractor(user);
    const estimate = await createEstimate(user, kitchen.id, contractor.id);
    await createExpense(user, kitchen.id, { amount: '100.00', estimateId: estimate.id });
    const kitchenBefore = (await api.get(`/api/projects/${kitchen.id}/summary`, user)).body;

    const response = await api.put(
      `/api/estimates/${estimate.id}`,
      user,
      estimatePayload(bathroom.id, contractor.id),
    );

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 'This estimate has linked expenses, so it cannot move to another project. Unlink them first.',
    });
    expect((await api.get(`/api/estimates/${estimate.id}`, user)).body).toMatchObject({
      projectId: kitchen.id,
      paidAmount: '100.00',
    });
    expect((await api.get(`/api/projects/${kitchen.id}/summary`, user)).body).toEqual(kitchenBefore);
    expect((await api.get(`/api/projects/${bathroom.id}/summary`, user)).body.totalEstimates).toBe('0.00');
    // Without payments the same move goes through.
    const unpaid = await createEstimate(user, kitchen.id, contractor.id);
    const moved = await api.put(
      `/api/estimates/${unpaid.id}`,
      user,
      estimatePayload(bathroom.id, contractor.id),
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ projectId: bathroom.id });
  });

  it('deletes an estimate with its attachment and unlinks its expenses', async () => {
    const { user, project, contractor } = await ownerWithContractor();
    const attachment = await uploadThroughApi(
      user,
      { name: 'quote.pdf', type: 'application/pdf', content: '%PDF' },
      'estimate-attachment',
    );
    const estimate = await createEstimate(user, project.id, contractor.id, { attachmentUrl: attachment });
    const expense = await createExpense(user, project.id, { estimateId: estimate.id });

    const response = await api.delete(`/api/estimates/${estimate.id}`, user);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Estimate deleted successfully' });
    expect((await api.get(`/api/expenses/${expense.id}`, user)).body.estimateId).toBeNull();
    expect(await objectExists(attachment)).toBe(false);
  });

  it('refuses an attachment that is not the caller’s upload', async () => {
    const { user, project, contractor } = await ownerWithContractor();

    const response = await api.post(
      '/api/estimates',
      user,
      estimatePayload(project.id, contractor.id, { attachmentUrl: `users/${user.sub}x/attachments/q.pdf` }),
    );

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ path: ['attachmentUrl'], message: expect.any(String) }]);
  });

  it.each([
    ['GET', '/api/estimates/31337'],
    ['PUT', '/api/estimates/31337'],
    ['DELETE', '/api/estimates/31337'],
  ])('%s %s answers 404 for a missing id', async (method, url) => {
    const { user, project, contractor } = await ownerWithContractor();

    const response =
      method === 'GET'
        ? await api.get(url, user)
        : method === 'PUT'
          ? await api.put(url, user, estimatePayload(project.id, contractor.id))
          : await api.delete(url, user);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Estimate not found' });
  });
});
