import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import { TEST_ADMIN_PASSWORD } from './support/constants';
import { createContractor, createExpense, createProject } from './support/fixtures';

const adminHeaders = { headers: { 'x-admin-password': TEST_ADMIN_PASSWORD } };

describe('GET /api/subscription-status', () => {
  it('shows the free plan with usage against the server limits', async () => {
    const user = await newUser();
    const project = await createProject(user);
    await createExpense(user, project.id);
    await createExpense(user, project.id);
    await createContractor(user);

    const response = await api.get('/api/subscription-status', user);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      subscriptionStatus: 'free',
      renewalDate: null,
      endDate: null,
      willCancelAtPeriodEnd: false,
      expenseCount: 2,
      expenseLimit: 5,
      contractorCount: 1,
      contractorLimit: 3,
      canCreateExpense: true,
      canCreateContractor: true,
    });
  });

  it('reports a full free plan as unable to create', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) await createContractor(user);

    const response = await api.get('/api/subscription-status', user);

    expect(response.body).toMatchObject({ contractorCount: 3, canCreateContractor: false });
  });

  it('shows Pro as unlimited', async () => {
    const user = await newUser();
    await api.get('/api/user', user);
    await api.post(`/api/admin/users/${user.sub}/upgrade`, await newUser(), undefined, adminHeaders);

    const response = await api.get('/api/subscription-status', user);

    expect(response.body).toMatchObject({
      subscriptionStatus: 'active',
      expenseLimit: null,
      contractorLimit: null,
      canCreateExpense: true,
      canCreateContractor: true,
    });
  });

  it('answers a user without a profile yet with the free defaults', async () => {
    const response = await api.get('/api/subscription-status', await newUser());

    expect(response.body).toMatchObject({ subscriptionStatus: 'free', expenseCount: 0, contractorCount: 0 });
  });

  it('answers 401 without a token', async () => {
    expect((await api.get('/api/subscription-status')).status).toBe(401);
  });
});
