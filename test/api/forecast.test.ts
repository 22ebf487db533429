// Budget plan, change orders and the forecast through the API (issue 19).
import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import {
  budgetPlanPayload,
  changeOrderPayload,
  createChangeOrder,
  createContractor,
  createEstimate,
  createExpense,
  createProject,
  newRecordEdits,
} from './support/fixtures';

/** An estimate of $1,000.00 at 20 % cash / 80 % taxed at 13 %: total with tax $1,104.00. */
async function projectWithEstimate(overrides: Record<string, unknown> = {}) {
  const user = await newUser();
  const project = await createProject(user, { budget: '25000.00' });
  const contractor = await createContractor(user);
  const estimate = await createEstimate(user, project.id, contractor.id, { category: 'labor', ...overrides });
  return { user, project, estimate };
}

describe('budget plan', () => {
  it('starts empty and is replaced by PUT, with what is left unallocated', async () => {
    const { user, project } = await projectWithEstimate();

    expect((await api.get(`/api/projects/${project.id}/budget`, user)).body).toEqual({
      budget: '25000.00',
      contingency: '0.00',
      unallocated: '25000.00',
      lines: [],
    });
    const saved = await api.put(`/api/projects/${project.id}/budget`, user, budgetPlanPayload());

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      budget: '25000.00',
      contingency: '2000.00',
      unallocated: '3000.00',
      lines: [
        { category: 'materials', planned: '12000.00' },
        { category: 'labor', planned: '8000.00' },
      ],
    });
    expect((await api.get(`/api/projects/${project.id}/budget`, user)).body).toEqual(saved.body);
  });

  it('refuses lines and contingency beyond the budget, saying by how much', async () => {
    const { user, project } = await projectWithEstimate();

    const response = await api.put(
      `/api/projects/${project.id}/budget`,
      user,
      budgetPlanPayload({ contingency: '6240.00' }),
    );

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'Validation failed',
      details: [{ path: ['lines'], message: 'Budget lines exceed the project budget by $1,240.00' }],
    });
    expect((await api.get(`/api/projects/${project.id}/budget`, user)).body.lines).toEqual([]);
  });

  it('refuses a project budget lowered below its plan', async () => {
    const { user, project } = await projectWithEstimate();
    await api.put(`/api/projects/${project.id}/budget`, user, budgetPlanPayload());

    const response = await api.put(`/api/projects/${project.id}`, user, {
      name: 'Kitchen Remodel',
      budget: '21000.00',
    });

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      { path: ['budget'], message: 'Budget lines exceed the project budget by $1,000.00' },
    ]);
  });

  it('answers validation issues for bad lines', async () => {
    const { user, project } = await projectWithEstimate();

    const response = await api.put(`/api/projects/${project.id}/budget`, user, {
      contingency: '-5',
      lines: [{ category: 'gold', planned: '10' }],
    });

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      { path: ['contingency'], message: 'Contingency must be $0 or more' },
      { path: ['lines', 0, 'category'], message: 'Invalid category' },
    ]);
  });
});

describe('change orders', () => {
  it('revise the estimate when approved, taxed with its split and rate, and move its payment progress', async () => {
    const { user, estimate } = await projectWithEstimate();

    const order = await createChangeOrder(user, estimate.id, { amount: '250.00', status: 'approved' });
    await createChangeOrder(user, estimate.id, { title: 'Maybe', amount: '900.00', status: 'pending' });

    // 250: cash 50 + taxed 200 + tax 26 = 276
    expect(order).toEqual({
      id: expect.any(Number),
      estimateId: estimate.id,
      projectId: estimate.projectId,
      title: 'Two more outlets',
      description: 'Island outlets',
      amount: '250.00',
      amountWithTax: '276.00',
      status: 'approved',
      date: '2025-03-20',
      createdAt: expect.stringMatching(/^\d{4}-/),
      ...newRecordEdits(user),
    });
    await createExpense(user, Number(estimate.projectId), { amount: '690.00', estimateId: estimate.id });
    const revised = (await api.get(`/api/estimates/${estimate.id}`, user)).body;
    expect(revised).toMatchObject({
      category: 'labor',
      totalWithTax: '1104.00',
      changeOrdersTotal: '276.00',
      revisedTotalWithTax: '1380.00',
      paidAmount: '690.00',
      remaining: '690.00',
      percentPaid: 50,
    });
    const list = await api.get(`/api/estimates/${estimate.id}/change-orders`, user);
    expect(list.body.map((o: { title: string }) => o.title)).toEqual(['Two more outlets', 'Maybe']);
  });

  it('a credit lowers the revised total; edits and deletes move it back', async () => {
    const { user, estimate } = await projectWithEstimate();
    const credit = await createChangeOrder(user, estimate.id, { amount: '-100.00', status: 'approved' });
    expect(credit.amountWithTax).toBe('-110.40');
    expect((await api.get(`/api/estimates/${estimate.id}`, user)).body.revisedTotalWithTax).toBe('993.60');

    const rejected = await api.put(
      `/api/change-orders/${credit.id}`,
      user,
      changeOrderPayload({ amount: '-100.00', status: 'rejected' }),
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
    expect((await api.get(`/api/estimates/${estimate.id}`, user)).body.revisedTotalWithTax).toBe('1104.00');

    const removed = await api.delete(`/api/change-orders/${credit.id}`, user);
    expect(removed.body).toEqual({ message: 'Change order deleted successfully' });
    expect((await api.get(`/api/estimates/${estimate.id}/change-orders`, user)).body).toEqual([]);
    expect((await api.put(`/api/change-orders/${credit.id}`, user, changeOrderPayload())).status).toBe(404);
  });

  it('refuses a missing title, a zero amount and an unknown status', async () => {
    const { user, estimate } = await projectWithEstimate();

    const response = await api.post(`/api/estimates/${estimate.id}/change-orders`, user, {
      title: '',
      amount: '0',
      status: 'done',
      date: '2025-03-01',
    });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'Validation failed',
      details: [
        { path: ['title'], message: 'Title is required' },
        { path: ['amount'], message: 'Amount must be a non-zero amount' },
        { path: ['status'], message: 'Status must be pending, approved or rejected' },
      ],
    });
  });

  it('answers 404 for an unknown estimate or change order', async () => {
    const user = await newUser();
    const missing = await api.post('/api/estimates/999/change-orders', user, changeOrderPayload());
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Estimate not found' });
    expect((await api.get('/api/estimates/999/change-orders', user)).status).toBe(404);
    expect((await api.delete('/api/change-orders/999', user)).body).toEqual({
      error: 'Change order not found',
    });
  });

  it('go with their estimate when it is deleted', async () => {
    const { user, estimate } = await projectWithEstimate();
    const order = await createChangeOrder(user, estimate.id);

    expect((await api.delete(`/api/estimates/${estimate.id}`, user)).status).toBe(200);

    expect((await api.put(`/api/change-orders/${order.id}`, user, changeOrderPayload())).status).toBe(404);
  });
});

describe('forecast', () => {
  it('projects spent plus committed per category against the plan, and the contingency left', async () => {
    const { user, project, estimate } = await projectWithEstimate();
    await api.put(
      `/api/projects/${project.id}/budget`,
      user,
      budgetPlanPayload({
        contingency: '500.00',
        lines: [{ category: 'labor', planned: '1000.00' }],
      }),
    );
    await createChangeOrder(user, estimate.id, { amount: '250.00', status: 'approved' });
    await createExpense(user, project.id, { amount: '300.00', category: 'labor', estimateId: estimate.id });
    await createExpense(user, project.id, { amount: '120.50', category: 'materials' });
    // An approved estimate without a category counts as unassigned.
    await createEstimate(user, project.id, Number(estimate.contractorId), {
      category: null,
      amount: '100.00',
      cashPercentage: '100',
      taxedPercentage: '0',
    });

    const response = await api.get(`/api/projects/${project.id}/forecast`, user);

    // labor: spent 300 + committed (1380 − 300) = 1380 planned 1000 → 380 over, drawn from the 500
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      budget: '25000.00',
      spent: '420.50',
      committedRemaining: '1180.00',
      projectedTotal: '1600.50',
      variance: '23399.50',
      contingency: '500.00',
      contingencyRemaining: '120.00',
      unassigned: { committedRemaining: '100.00' },
    });
    expect(response.body.categories[1]).toEqual({
      category: 'labor',
      planned: '1000.00',
      spent: '300.00',
      committedRemaining: '1080.00',
      projected: '1380.00',
      variance: '-380.00',
    });
    expect(response.body.categories[0]).toMatchObject({
      category: 'materials',
      planned: '0.00',
      projected: '120.50',
    });
  });

  it('drops an estimate from the commitments when it is no longer approved', async () => {
    const { user, project, estimate } = await projectWithEstimate();
    expect((await api.get(`/api/projects/${project.id}/forecast`, user)).body.committedRemaining).toBe(
      '1104.00',
    );

    await api.put(`/api/estimates/${estimate.id}`, user, {
      ...estimate,
      status: 'rejected',
    });

    expect((await api.get(`/api/projects/${project.id}/forecast`, user)).body.committedRemaining).toBe(
      '0.00',
    );
  });

  it('answers 404 for a project that is not the caller’s', async () => {
    const user = await newUser();
    expect((await api.get('/api/projects/999/forecast', user)).body).toEqual({ error: 'Project not found' });
    expect((await api.get('/api/projects/999/budget', user)).status).toBe(404);
  });
});
