import { getUser, isStripeEventProcessed, linkStripeCustomer } from '@reno/data';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { as, deliver, deliverBase64, signedInMember, testData } from './support/billing-api';
import { useBillingEnvironment, withEnv } from './support/billing-environment';
import {
  signed,
  stripeEvent,
  subscriptionObject,
  TEST_WEBHOOK_SECRET,
  uniqueId,
} from './support/stripe-events';

useBillingEnvironment();
const data = testData();

/** A free user whose Stripe customer is mapped, and the event that would make them Pro. */
async function freeCustomerWithActivation() {
  const member = await signedInMember();
  const customer = uniqueId('cus');
  await linkStripeCustomer(data, member.sub, customer);
  const event = stripeEvent({
    type: 'customer.subscription.created',
    object: subscriptionObject({ customer, status: 'active' }),
  });
  return { member, event };
}

const statusOf = async (sub: string) => (await getUser(data, sub))?.subscriptionStatus;

describe('POST /api/stripe/webhook: signature on the raw body', () => {
  it('applies an event whose signature is valid', async () => {
    const { member, event } = await freeCustomerWithActivation();

    const reply = await deliver(event);

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ received: true });
    expect(await statusOf(member.sub)).toBe('active');
    expect(await isStripeEventProcessed(data, event.id)).toBe(true);
  });

  it('refuses a request without the Stripe-Signature header with 400 and changes nothing', async () => {
    const { member, event } = await freeCustomerWithActivation();

    const reply = await deliver(event, { signature: null });

    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'Missing Stripe-Signature header' });
    expect(await statusOf(member.sub)).toBe('free');
    expect(await isStripeEventProcessed(data, event.id)).toBe(false);
  });

  it('refuses a body changed after signing with 400 and changes nothing', async () => {
    const { member, event } = await freeCustomerWithActivation();
    const { signature } = signed({
      ...event,
      data: { object: { ...(event.data.object as object), status: 'canceled' } },
    });

    const reply = await deliver(event, { signature });

    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'Invalid Stripe signature' });
    expect(await statusOf(member.sub)).toBe('free');
  });

  it('refuses the same bytes re-serialised (whitespace differs) with 400', async () => {
    const { member, event } = await freeCustomerWithActivation();
    const { signature } = signed(event);

    const reply = await deliver(event, { signature, payload: JSON.stringify(event, null, 2) });

    expect(reply.status).toBe(400);
    expect(await statusOf(member.sub)).toBe('free');
  });

  it('refuses a signature made with another secret with 400 and changes nothing', async () => {
    const { member, event } = await freeCustomerWithActivation();

    const reply = await deliver(event, { secret: 'whsec_someone_else' });

    expect(reply.status).toBe(400);
    expect(await statusOf(member.sub)).toBe('free');
    expect(await isStripeEventProcessed(data, event.id)).toBe(false);
  });

  it('refuses a signature older than five minutes (a replayed capture) with 400', async () => {
    const { member, event } = await freeCustomerWithActivation();
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: TEST_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });

    const reply = await deliver(event, { signature, payload });

    expect(reply.status).toBe(400);
    expect(await statusOf(member.sub)).toBe('free');
  });

  it('verifies a body that API Gateway passes base64-encoded', async () => {
    const { member, event } = await freeCustomerWithActivation();

    const reply = await deliverBase64(event);

    expect(reply.status).toBe(200);
    expect(await statusOf(member.sub)).toBe('active');
  });

  it('acknowledges an event type it does not use with 200 and writes nothing', async () => {
    const event = stripeEvent({
      type: 'payment_intent.succeeded',
      object: { id: uniqueId('pi'), object: 'payment_intent' },
    });

    const reply = await deliver(event);

    expect(reply.status).toBe(200);
    expect(await isStripeEventProcessed(data, event.id)).toBe(false);
  });

  it('acknowledges an event for a customer no user owns, changing nothing', async () => {
    const event = stripeEvent({
      type: 'customer.subscription.updated',
      object: subscriptionObject({ customer: uniqueId('cus_unknown') }),
    });

    const reply = await deliver(event);

    expect(reply.status).toBe(200);
    expect(await isStripeEventProcessed(data, event.id)).toBe(false);
  });

  it('answers 503 without a signing secret, so Stripe delivers the event again later', async () => {
    const { member, event } = await freeCustomerWithActivation();

    const reply = await withEnv({ STRIPE_WEBHOOK_SECRET: undefined }, () => deliver(event));

    expect(reply.status).toBe(503);
    expect(await statusOf(member.sub)).toBe('free');
  });

  it('needs no Cognito token (Stripe cannot send one), while the billing routes do', async () => {
    const { event } = await freeCustomerWithActivation();
    const stranger = { sub: '', email: '' };

    expect((await deliver(event)).status).toBe(200);
    expect((await as(stranger).post('/api/create-checkout-session')).status).toBe(401);
  });
});
