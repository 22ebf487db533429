import { findUserIdByStripeCustomer, getUser, linkStripeCustomer, updateSubscription } from '@reno/data';
import { describe, expect, it } from 'vitest';
import { PORTAL_NOT_CONFIGURED_MESSAGE } from '../../src/lib/billing/portal-session';
import { SUBSCRIPTION_MESSAGES } from '@reno/domain';
import { as, deliver, signedInMember, testData } from './support/billing-api';
import { TEST_APP_URL, useBillingEnvironment, withEnv } from './support/billing-environment';
import { PORTAL_NOT_CONFIGURED } from './support/stripe-api-stand-in';
import { nowSeconds, stripeEvent, subscriptionObject, uniqueId } from './support/stripe-events';

const stripeApi = useBillingEnvironment();
const data = testData();
const DAY = 86_400;

const customersCreatedFor = (sub: string) =>
  stripeApi()
    .requestsTo('POST /v1/customers')
    .filter((request) => request.form.get('metadata[userId]') === sub);
const sessionsFor = (sub: string) =>
  stripeApi()
    .requestsTo('POST /v1/checkout/sessions')
    .filter((request) => request.form.get('client_reference_id') === sub);

describe('POST /api/create-checkout-session', () => {
  it('opens Checkout in subscription mode for the user, at $4.99 a month, returning to /billing', async () => {
    const member = await signedInMember();

    const reply = await as(member).post('/api/create-checkout-session');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });
    const [customer] = customersCreatedFor(member.sub);
    expect(customer?.form.get('email')).toBe(member.email);
    expect(customer?.idempotencyKey).toBe(`reno-customer-${member.sub}`);
    const [session] = sessionsFor(member.sub);
    const form = session?.form;
    expect(form?.get('mode')).toBe('subscription');
    expect(form?.get('customer')).toMatch(/^cus_/);
    expect(form?.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('499');
    expect(form?.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.get('subscription_data[metadata][userId]')).toBe(member.sub);
    expect(form?.get('success_url')).toBe(`${TEST_APP_URL}/billing?checkout=success`);
    expect(form?.get('cancel_url')).toBe(`${TEST_APP_URL}/billing?checkout=cancelled`);
  });

  it('gives Stripe no e-mail address its owner has not verified (Checkout asks for one itself)', async () => {
    const member = await signedInMember({ emailVerified: false });

    expect((await as(member).post('/api/create-checkout-session')).status).toBe(200);

    const [customer] = customersCreatedFor(member.sub);
    expect(customer?.form.has('email')).toBe(false);
    expect(customer?.form.get('metadata[userId]')).toBe(member.sub);
  });

  it('creates the Stripe customer once and maps it to the user', async () => {
    const member = await signedInMember();

    await as(member).post('/api/create-checkout-session');
    await as(member).post('/api/create-checkout-session');

    expect(customersCreatedFor(member.sub)).toHaveLength(1);
    const sessions = sessionsFor(member.sub);
    expect(sessions).toHaveLength(2);
    const customerId = sessions[0]?.form.get('customer') ?? '';
    expect(sessions[1]?.form.get('customer')).toBe(customerId);
    expect(await findUserIdByStripeCustomer(data, customerId)).toBe(member.sub);
    expect((await getUser(data, member.sub))?.stripeCustomerId).toBe(customerId);
  });

  it('uses the configured price when STRIPE_PRICE_ID is set', async () => {
    const member = await signedInMember();

    await withEnv({ STRIPE_PRICE_ID: 'price_pro_monthly' }, () =>
      as(member).post('/api/create-checkout-session'),
    );

    const form = sessionsFor(member.sub)[0]?.form;
    expect(form?.get('line_items[0][price]')).toBe('price_pro_monthly');
    expect(form?.has('line_items[0][price_data][unit_amount]')).toBe(false);
  });

  it('refuses a second subscription while a Stripe subscription still gives Pro (409)', async () => {
    const member = await signedInMember();
    await updateSubscription(data, member.sub, { status: 'active', stripeSubscriptionId: uniqueId('sub') });

    const reply = await as(member).post('/api/create-checkout-session');

    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatch(/already have a Pro subscription/);
    expect(sessionsFor(member.sub)).toHaveLength(0);
  });

  it('answers 502 when Stripe fails, storing no customer', async () => {
    const member = await signedInMember();
    stripeApi().fail('POST /v1/customers', { status: 500, type: 'api_error', message: 'Stripe is down' });

    const reply = await as(member).post('/api/create-checkout-session');

    expect(reply.status).toBe(502);
    expect(reply.body).toEqual({ error: 'The payment provider is unavailable. Please try again.' });
    expect((await getUser(data, member.sub))?.stripeCustomerId).toBeNull();
  });

  it('answers 503 when no Stripe key is configured', async () => {
    const member = await signedInMember();

    const reply = await withEnv({ STRIPE_API_URL: undefined }, () =>
      as(member).post('/api/create-checkout-session'),
    );

    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ error: 'Billing is not configured' });
  });

  it('answers 503 when the key is still the generated placeholder', async () => {
    const member = await signedInMember();

    const reply = await withEnv(
      { STRIPE_API_URL: undefined, STRIPE_SECRET_KEY: 'Zx81mQ2generatedRandomValue' },
      () => as(member).post('/api/create-checkout-session'),
    );

    expect(reply.status).toBe(503);
  });

  it('refuses the local stand-in inside Lambda', async () => {
    const member = await signedInMember();

    const reply = await withEnv({ AWS_LAMBDA_FUNCTION_NAME: 'reno-billing' }, () =>
      as(member).post('/api/create-checkout-session'),
    );

    expect(reply.status).toBe(503);
    expect(reply.body.error).toMatch(/stand-in cannot be used in AWS/);
    expect(sessionsFor(member.sub)).toHaveLength(0);
  });
});

describe('POST /api/create-portal-session', () => {
  it("opens the portal for the user's customer, returning to /billing", async () => {
    const member = await signedInMember();
    const customer = uniqueId('cus');
    await linkStripeCustomer(data, member.sub, customer);

    const reply = await as(member).post('/api/create-portal-session');

    expect(reply.status).toBe(200);
    expect(reply.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const request = stripeApi()
      .requestsTo('POST /v1/billing_portal/sessions')
      .find((candidate) => candidate.form.get('customer') === customer);
    expect(request?.form.get('return_url')).toBe(`${TEST_APP_URL}/billing`);
  });

  it('answers 400 for a user who never started a checkout', async () => {
    const reply = await as(await signedInMember()).post('/api/create-portal-session');

    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'No billing account yet: upgrade to Pro first' });
  });

  it('says the portal needs configuring when Stripe has no portal configuration', async () => {
    const member = await signedInMember();
    await linkStripeCustomer(data, member.sub, uniqueId('cus'));
    stripeApi().fail('POST /v1/billing_portal/sessions', {
      status: 400,
      type: 'invalid_request_error',
      message: PORTAL_NOT_CONFIGURED,
    });

    const reply = await as(member).post('/api/create-portal-session');

    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ error: PORTAL_NOT_CONFIGURED_MESSAGE });
  });
});

describe('POST /api/check-subscription', () => {
  async function customerWith(subscription?: Parameters<typeof subscriptionObject>[0]) {
    const member = await signedInMember();
    const customer = uniqueId('cus');
    await linkStripeCustomer(data, member.sub, customer);
    if (subscription) stripeApi().putSubscription(subscriptionObject({ ...subscription, customer }));
    return { member, customer };
  }

  it('syncs an active subscription from Stripe and says so', async () => {
    const { member } = await customerWith({ customer: '' });

    const reply = await as(member).post('/api/check-subscription');

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: SUBSCRIPTION_MESSAGES.active });
    expect((await as(member).get('/api/subscription-status')).body).toMatchObject({
      subscriptionStatus: 'active',
      expenseLimit: null,
    });
  });

  it('reports a scheduled cancellation with its end date, keeping Pro', async () => {
    const periodEnd = Math.floor(Date.UTC(2031, 0, 15, 12) / 1000);
    const { member } = await customerWith({ customer: '', periodEnd, cancelAtPeriodEnd: true });

    const reply = await as(member).post('/api/check-subscription');

    expect(reply.body).toEqual({
      message: 'Your subscription is cancelled. Pro features remain until Jan 15, 2031.',
    });
    expect((await as(member).get('/api/subscription-status')).body).toMatchObject({
      subscriptionStatus: 'cancelled',
      canCreateExpense: true,
      expenseLimit: null,
    });
  });

  it('picks the live subscription among older ended ones', async () => {
    const { member, customer } = await customerWith({ customer: '', created: nowSeconds() - 40 * DAY });
    stripeApi().putSubscription(
      subscriptionObject({
        customer,
        status: 'canceled',
        endedAt: nowSeconds() - DAY,
        created: nowSeconds() - 2 * DAY,
      }),
    );

    const reply = await as(member).post('/api/check-subscription');

    expect(reply.body).toEqual({ message: SUBSCRIPTION_MESSAGES.active });
  });

  it('reports the free plan for a user without a Stripe customer, leaving an operator grant alone', async () => {
    const free = await signedInMember();
    const granted = await signedInMember();
    await updateSubscription(data, granted.sub, { status: 'active' });

    expect((await as(free).post('/api/check-subscription')).body).toEqual({
      message: SUBSCRIPTION_MESSAGES.free,
    });
    expect((await as(granted).post('/api/check-subscription')).body).toEqual({
      message: SUBSCRIPTION_MESSAGES.active,
    });
    expect((await getUser(data, granted.sub))?.subscriptionStatus).toBe('active');
  });

  it('is not undone by an older webhook event delivered after it', async () => {
    const { member, customer } = await customerWith();
    const id = uniqueId('sub');
    stripeApi().putSubscription(
      subscriptionObject({
        id,
        customer,
        status: 'canceled',
        endedAt: nowSeconds() - 60,
        created: nowSeconds() - DAY,
      }),
    );
    await as(member).post('/api/check-subscription');

    const late = await deliver(
      stripeEvent({
        type: 'customer.subscription.updated',
        created: nowSeconds() - 120,
        object: subscriptionObject({ id, customer }),
      }),
    );

    expect(late.status).toBe(200);
    expect((await getUser(data, member.sub))?.subscriptionStatus).toBe('cancelled');
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    const { member } = await customerWith();
    stripeApi().fail('GET /v1/subscriptions', { status: 500, type: 'api_error', message: 'down' });

    const reply = await as(member).post('/api/check-subscription');

    expect(reply.status).toBe(502);
  });
});
