import { linkStripeCustomer } from '@reno/data';
import { describe, expect, it } from 'vitest';
import { as, deliver, signedInMember, testData, type Member } from './support/billing-api';
import { useBillingEnvironment } from './support/billing-environment';
import { nowSeconds, stripeEvent, subscriptionObject, uniqueId } from './support/stripe-events';

useBillingEnvironment();
const data = testData();
const DAY = 86_400;

const expense = (projectId: number, n: number) => ({
  projectId,
  description: `Tiles batch ${n}`,
  amount: '10.00',
  category: 'materials',
  paymentMethod: 'cash',
  date: '2025-03-14',
});

async function memberWithProject() {
  const member = await signedInMember();
  const project = await as(member).post('/api/projects', { name: 'Kitchen Remodel', budget: '5000.00' });
  expect(project.status).toBe(201);
  const customer = uniqueId('cus');
  await linkStripeCustomer(data, member.sub, customer);
  return { member, projectId: project.body.id as number, customer };
}

const addExpense = (member: Member, projectId: number, n: number) =>
  as(member).post('/api/expenses', expense(projectId, n));

async function statusOf(member: Member) {
  const reply = await as(member).get('/api/subscription-status');
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('plan limits follow the subscription events at once', () => {
  it('lifts the limits right after activation, keeps them until endDate after a cancel, and restores them once it ended', async () => {
    const { member, projectId, customer } = await memberWithProject();
    for (let n = 1; n <= 5; n++) expect((await addExpense(member, projectId, n)).status).toBe(201);
    const refused = await addExpense(member, projectId, 6);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ upgradeRequired: true });

    // Active: unlimited at once.
    const id = uniqueId('sub');
    const periodEnd = nowSeconds() + 30 * DAY;
    await deliver(
      stripeEvent({
        type: 'customer.subscription.created',
        created: nowSeconds() - 30,
        object: subscriptionObject({ id, customer, periodEnd }),
      }),
    );
    expect(await statusOf(member)).toMatchObject({
      subscriptionStatus: 'active',
      renewalDate: new Date(periodEnd * 1000).toISOString(),
      expenseCount: 5,
      expenseLimit: null,
      contractorLimit: null,
      canCreateExpense: true,
    });
    expect((await addExpense(member, projectId, 6)).status).toBe(201);

    // Cancelled at the period end: still Pro until endDate.
    await deliver(
      stripeEvent({
        type: 'customer.subscription.updated',
        created: nowSeconds() - 20,
        object: subscriptionObject({ id, customer, periodEnd, cancelAtPeriodEnd: true }),
      }),
    );
    expect(await statusOf(member)).toMatchObject({
      subscriptionStatus: 'cancelled',
      endDate: new Date(periodEnd * 1000).toISOString(),
      willCancelAtPeriodEnd: true,
      expenseLimit: null,
    });
    expect((await addExpense(member, projectId, 7)).status).toBe(201);

    // The subscription ended: the free limits are back, nothing already stored is lost.
    const endedAt = nowSeconds() - 1;
    await deliver(
      stripeEvent({
        type: 'customer.subscription.deleted',
        created: endedAt,
        object: subscriptionObject({ id, customer, periodEnd, status: 'canceled', endedAt }),
      }),
    );
    expect(await statusOf(member)).toMatchObject({
      subscriptionStatus: 'cancelled',
      expenseCount: 7,
      expenseLimit: 5,
      contractorLimit: 3,
      canCreateExpense: false,
    });
    expect((await addExpense(member, projectId, 8)).status).toBe(403);
    expect((await as(member).get(`/api/expenses?projectId=${projectId}`)).body.totalCount).toBe(7);
  });

  it('drops to the free limits when the first payment never completes (incomplete → free)', async () => {
    const { member, customer } = await memberWithProject();

    await deliver(
      stripeEvent({
        type: 'customer.subscription.created',
        object: subscriptionObject({ customer, status: 'incomplete' }),
      }),
    );

    expect(await statusOf(member)).toMatchObject({
      subscriptionStatus: 'free',
      expenseLimit: 5,
      contractorLimit: 3,
    });
  });
});
