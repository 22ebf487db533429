// A project and estimates stored before the forecast existed (as every user's data is right after the
// deploy, and `npm start` keeps its data between runs) answer the forecast and the plan, and take an
// approval, without a 500: the first touch upgrades them.
import { describe, expect, it } from 'vitest';
import { api, newUser, type TestUser } from './support/api-client';
import {
  createContractor,
  createEstimate,
  createExpense,
  createProject,
  estimatePayload,
} from './support/fixtures';
import { storeAsOlderCode } from './support/older-items';

/** What the forecast added to projects and estimates. */
const ADDED: Record<string, readonly string[]> = {
  project: ['committedByCategory', 'forecastVersion', 'plannedByCategory', 'contingencyCents'],
  estimate: [
    'committedCents',
    'changeOrdersTotalCents',
    'revisedTotalWithTaxCents',
    'changeOrders',
    'category',
  ],
};

/** Rewrites the user's projects and estimates into the shape older code stored. */
const makeOld = (user: TestUser) => storeAsOlderCode(user, (item) => ADDED[String(item.entity)] ?? []);

/**
 * An old project: a pending and an approved estimate of $1,000.00 (20 % cash, 80 % taxed at 13 %:
 * $1,104.00 with tax), $300.00 paid on the approved one.
 */
async function oldProject() {
  const user = await newUser();
  const project = await createProject(user, { budget: '25000.00' });
  const contractor = await createContractor(user);
  const pending = await createEstimate(user, project.id, contractor.id, { status: 'pending' });
  const approved = await createEstimate(user, project.id, contractor.id, { status: 'approved' });
  await createExpense(user, project.id, { amount: '300.00', category: 'labor', estimateId: approved.id });
  await makeOld(user);
  return { user, project, contractor, pending };
}

describe('records stored before the forecast', () => {
  it('answer the forecast and the plan with their commitments', async () => {
    const { user, project } = await oldProject();

    const forecast = await api.get(`/api/projects/${project.id}/forecast`, user);

    expect(forecast.status, forecast.text).toBe(200);
    expect(forecast.body).toMatchObject({
      budget: '25000.00',
      spent: '300.00',
      committedRemaining: '804.00',
      projectedTotal: '1104.00',
      variance: '23896.00',
      unassigned: { committedRemaining: '804.00' },
    });
    const budget = await api.get(`/api/projects/${project.id}/budget`, user);
    expect(budget.status, budget.text).toBe(200);
    expect(budget.body).toEqual({
      budget: '25000.00',
      contingency: '0.00',
      unallocated: '25000.00',
      lines: [],
    });
  });

  it('approve an estimate, and the forecast counts it', async () => {
    const { user, project, contractor, pending } = await oldProject();

    const approval = await api.put(
      `/api/estimates/${pending.id}`,
      user,
      estimatePayload(project.id, contractor.id, { status: 'approved' }),
    );

    expect(approval.status, approval.text).toBe(200);
    expect(approval.body).toMatchObject({ status: 'approved', revisedTotalWithTax: '1104.00' });
    const forecast = await api.get(`/api/projects/${project.id}/forecast`, user);
    expect(forecast.status, forecast.text).toBe(200);
    expect(forecast.body).toMatchObject({ spent: '300.00', committedRemaining: '1908.00' });
  });
});
