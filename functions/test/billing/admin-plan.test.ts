import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../support/constants';
import { as, signedInMember, type Member } from './support/billing-api';

let address = 0;
/** The operator, from an address of its own (the lock-out is per address). */
const operatorHeaders = () => ({
  'x-admin-password': TEST_ADMIN_PASSWORD,
  'cloudfront-viewer-address': `203.0.113.${++address}:443`,
});

const addExpense = (member: Member, projectId: number, n: number) =>
  as(member).post('/api/expenses', {
    projectId,
    description: `Item ${n}`,
    amount: '5.00',
    category: 'materials',
    paymentMethod: 'cash',
    date: '2025-03-14',
  });

describe('admin upgrade and downgrade: subscription-status and the plan limits follow', () => {
  it('lifts the limits on upgrade and restores them on downgrade, at once', async () => {
    const member = await signedInMember();
    const operator = await signedInMember();
    const project = await as(member).post('/api/projects', { name: 'Basement', budget: '2000.00' });
    for (let n = 1; n <= 5; n++) expect((await addExpense(member, project.body.id, n)).status).toBe(201);
    expect((await addExpense(member, project.body.id, 6)).status).toBe(403);

    const upgraded = await as(operator).post(
      `/api/admin/users/${member.sub}/upgrade`,
      undefined,
      operatorHeaders(),
    );
    expect(upgraded.status).toBe(200);
    expect((await as(member).get('/api/subscription-status')).body).toMatchObject({
      subscriptionStatus: 'active',
      expenseLimit: null,
      contractorLimit: null,
      canCreateExpense: true,
    });
    expect((await addExpense(member, project.body.id, 6)).status).toBe(201);

    const downgraded = await as(operator).post(
      `/api/admin/users/${member.sub}/downgrade`,
      undefined,
      operatorHeaders(),
    );
    expect(downgraded.status).toBe(200);
    expect((await as(member).get('/api/subscription-status')).body).toMatchObject({
      subscriptionStatus: 'free',
      expenseCount: 6,
      expenseLimit: 5,
      contractorLimit: 3,
      canCreateExpense: false,
    });
    expect((await addExpense(member, project.body.id, 7)).status).toBe(403);
  });

  it('changes nothing for a wrong password (401)', async () => {
    const member = await signedInMember();
    const operator = await signedInMember();

    const refused = await as(operator).post(`/api/admin/users/${member.sub}/upgrade`, undefined, {
      ...operatorHeaders(),
      'x-admin-password': 'not it',
    });

    expect(refused.status).toBe(401);
    expect((await as(member).get('/api/subscription-status')).body).toMatchObject({
      subscriptionStatus: 'free',
      expenseLimit: 5,
    });
  });
});
