import { getUser, linkStripeCustomer, updateSubscription } from '@reno/data';
import { describe, expect, it, vi } from 'vitest';
import { logger } from '../../src/lib/logger';
import { as, deliver, signedInMember, testData, type Member } from './support/billing-api';
import { useBillingEnvironment } from './support/billing-environment';
import {
  nowSeconds,
  stripeEvent,
  subscriptionObject,
  uniqueId,
  type SubscriptionInput,
} from './support/stripe-events';

const stripeApi = useBillingEnvironment();
const data = testData();
const DAY = 86_400;

async function customerOf(member?: Member) {
  const owner = member ?? (await signedInMember());
  const customer = uniqueId('cus');
  await linkStripeCustomer(data, owner.sub, customer);
  return { member: owner, customer };
}

const subscriptionEvent = (
  type: 'created' | 'updated' | 'deleted',
  created: number,
  subscription: SubscriptionInput,
) =>
  stripeEvent({ type: `customer.subscription.${type}`, created, object: subscriptionObject(subscription) });

const profileOf = async (member: Member) => {
  const profile = await getUser(data, member.sub);
  if (!profile) throw new Error('no profile');
  return profile;
};

async function deliverAll(events: object[]) {
  for (const event of events) expect((await deliver(event)).status).toBe(200);
}

describe('webhook: each event once', () => {
  it('processes a replayed event once: an operator downgrade in between is not undone by the replay', async () => {
    const { member, customer } = await customerOf();
    const activation = subscriptionEvent('created', nowSeconds(), { customer });
    await deliverAll([activation]);
    expect((await profileOf(member)).subscriptionStatus).toBe('active');
    await updateSubscription(data, member.sub, { status: 'free', endDate: null, renewalDate: null });

    const replay = await deliver(activation);

    expect(replay.status).toBe(200);
    expect((await profileOf(member)).subscriptionStatus).toBe('free');
  });

  it('applies a concurrent triple delivery once and reports the others as duplicates', async () => {
    const { member, customer } = await customerOf();
    const activation = subscriptionEvent('created', nowSeconds(), { customer });
    const logged = vi.spyOn(logger, 'info');

    const replies = await Promise.all([deliver(activation), deliver(activation), deliver(activation)]);

    const results = logged.mock.calls
      .filter(([message]) => message === 'Stripe event received')
      .map(([, details]) => (details as { result: string }).result)
      .sort();
    logged.mockRestore();
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(results).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await profileOf(member)).subscriptionStatus).toBe('active');
  });
});

describe('webhook: events in any order', () => {
  it('ends cancelled when the deletion arrives before the creation and the update', async () => {
    const { member, customer } = await customerOf();
    const id = uniqueId('sub');
    const start = nowSeconds() - 120;
    const endedAt = start + 60;

    await deliverAll([
      subscriptionEvent('deleted', endedAt, { id, customer, status: 'canceled', endedAt }),
      subscriptionEvent('created', start, { id, customer }),
      subscriptionEvent('updated', start + 30, { id, customer, cancelAtPeriodEnd: true }),
    ]);

    const profile = await profileOf(member);
    expect(profile.subscriptionStatus).toBe('cancelled');
    expect(profile.subscriptionEndDate).toBe(new Date(endedAt * 1000).toISOString());
    const status = await as(member).get('/api/subscription-status');
    expect(status.body).toMatchObject({
      subscriptionStatus: 'cancelled',
      expenseLimit: 5,
      contractorLimit: 3,
    });
  });

  it('keeps the scheduled cancellation when the older creation arrives after it', async () => {
    const { member, customer } = await customerOf();
    const id = uniqueId('sub');
    const periodEnd = nowSeconds() + 20 * DAY;

    await deliverAll([
      subscriptionEvent('updated', nowSeconds() - 10, { id, customer, periodEnd, cancelAtPeriodEnd: true }),
      subscriptionEvent('created', nowSeconds() - 60, { id, customer, periodEnd }),
    ]);

    const status = await as(member).get('/api/subscription-status');
    expect(status.body).toMatchObject({
      subscriptionStatus: 'cancelled',
      endDate: new Date(periodEnd * 1000).toISOString(),
      willCancelAtPeriodEnd: true,
      expenseLimit: null,
    });
  });

  it('lets the deletion win over an update stamped in the same second, whatever the arrival order', async () => {
    const { member, customer } = await customerOf();
    const id = uniqueId('sub');
    const second = nowSeconds() - 5;

    await deliverAll([
      subscriptionEvent('deleted', second, { id, customer, status: 'canceled', endedAt: second }),
      subscriptionEvent('updated', second, { id, customer }),
    ]);

    expect((await profileOf(member)).subscriptionStatus).toBe('cancelled');
  });

  it('does not let late news of an old subscription ending take away a newer live one', async () => {
    const { member, customer } = await customerOf();
    const oldId = uniqueId('sub_old');
    const newId = uniqueId('sub_new');

    await deliverAll([
      subscriptionEvent('created', nowSeconds() - 30, { id: newId, customer }),
      subscriptionEvent('deleted', nowSeconds() - 10, {
        id: oldId,
        customer,
        status: 'canceled',
        endedAt: nowSeconds() - 10,
      }),
    ]);

    const profile = await profileOf(member);
    expect(profile.subscriptionStatus).toBe('active');
    expect(profile.stripeSubscriptionId).toBe(newId);
  });
});

describe('webhook: events that only name the subscription', () => {
  it('checkout.session.completed reads the subscription from Stripe and maps the customer from client_reference_id', async () => {
    const member = await signedInMember();
    const customer = uniqueId('cus');
    const subscription = subscriptionObject({ customer, userId: member.sub });
    stripeApi().putSubscription(subscription);

    const reply = await deliver(
      stripeEvent({
        type: 'checkout.session.completed',
        object: {
          id: uniqueId('cs'),
          object: 'checkout.session',
          mode: 'subscription',
          customer,
          subscription: subscription.id,
          client_reference_id: member.sub,
          payment_status: 'paid',
          metadata: { userId: member.sub },
        },
      }),
    );

    expect(reply.status).toBe(200);
    const profile = await profileOf(member);
    expect(profile).toMatchObject({
      subscriptionStatus: 'active',
      stripeCustomerId: customer,
      stripeSubscriptionId: subscription.id,
    });
    expect(stripeApi().requestsTo(`GET /v1/subscriptions/${subscription.id}`)).toHaveLength(1);
  });

  it('invoice.payment_failed keeps Pro while Stripe retries (past_due) and ends it once unpaid', async () => {
    const { member, customer } = await customerOf();
    const subscription = subscriptionObject({ customer, status: 'past_due' });
    stripeApi().putSubscription(subscription);
    const invoiceFailed = (created: number) =>
      stripeEvent({
        type: 'invoice.payment_failed',
        created,
        object: {
          id: uniqueId('in'),
          object: 'invoice',
          customer,
          parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
        },
      });

    await deliverAll([invoiceFailed(nowSeconds() - 60)]);
    expect((await profileOf(member)).subscriptionStatus).toBe('active');

    stripeApi().putSubscription({ ...subscription, status: 'unpaid' });
    await deliverAll([invoiceFailed(nowSeconds())]);
    expect((await profileOf(member)).subscriptionStatus).toBe('free');
  });

  it('answers 5xx when Stripe cannot be asked, so the event is delivered again and then applied', async () => {
    const { member, customer } = await customerOf();
    const subscription = subscriptionObject({ customer, status: 'unpaid' });
    stripeApi().putSubscription(subscription);
    const event = stripeEvent({
      type: 'invoice.payment_failed',
      object: { id: uniqueId('in'), object: 'invoice', customer, subscription: subscription.id },
    });
    await updateSubscription(data, member.sub, { status: 'active' });
    stripeApi().fail(`GET /v1/subscriptions/${subscription.id}`, {
      status: 500,
      type: 'api_error',
      message: 'boom',
    });

    const failed = await deliver(event);
    stripeApi().clearFailures();
    const retried = await deliver(event);

    expect(failed.status).toBe(502);
    expect(retried.status).toBe(200);
    expect((await profileOf(member)).subscriptionStatus).toBe('free');
  });
});
