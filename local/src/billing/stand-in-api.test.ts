import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalStripe, type LocalStripe } from './local-stripe';

/** The stand-in's API as the functions meet it: through stripe-node, pointed at it. */
const started: LocalStripe[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const stripe of started.splice(0)) await stripe.stop();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function standIn(stateFile: string | null = null) {
  // Nothing is delivered in these tests; the URL only has to be well-formed.
  const stripe = await startLocalStripe({ webhookUrl: 'http://127.0.0.1:9/api/stripe/webhook', stateFile });
  started.push(stripe);
  return stripe;
}

function clientFor(stripe: LocalStripe, key = 'sk_test_local_stand_in') {
  const url = new URL(stripe.url);
  return new Stripe(key, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

describe('local Stripe stand-in API', () => {
  it('refuses a key that is not a test key, as Stripe does', async () => {
    const client = clientFor(await standIn(), 'sk_live_real');

    await expect(client.customers.create({ email: 'a@example.com' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('answers a repeated idempotency key with the same customer', async () => {
    const client = clientFor(await standIn());

    const first = await client.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'user-1' });
    const again = await client.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'user-1' });
    const other = await client.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'user-2' });

    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('creates a subscription-mode Checkout session whose URL is its own checkout page', async () => {
    const stripe = await standIn();
    const client = clientFor(stripe);
    const customer = await client.customers.create({ email: 'a@example.com' });

    const session = await client.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'user-1',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 499,
            recurring: { interval: 'month' },
            product_data: { name: 'Pro' },
          },
        },
      ],
      success_url: 'http://127.0.0.1:5173/billing?checkout=success',
      cancel_url: 'http://127.0.0.1:5173/billing?checkout=cancelled',
    });

    expect(session.url).toBe(`${stripe.url}/checkout/${session.id}`);
    expect(session.client_reference_id).toBe('user-1');
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Pay $4.99');
    expect(page).toContain('a@example.com');
  });

  it('refuses a payment-mode session with Stripe-style 400', async () => {
    const client = clientFor(await standIn());

    await expect(
      client.checkout.sessions.create({
        mode: 'payment',
        customer: 'cus_x',
        success_url: 'http://a/',
        cancel_url: 'http://a/',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('keeps customers in its state file across a restart', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'reno-stripe-'));
    folders.push(folder);
    const stateFile = join(folder, 'stripe-stand-in.json');
    const first = await standIn(stateFile);
    const customer = await clientFor(first).customers.create({ email: 'kept@example.com' });
    await first.stop();
    started.splice(started.indexOf(first), 1);

    const second = await standIn(stateFile);

    expect((await clientFor(second).customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      id: customer.id,
      email: 'kept@example.com',
    });
  });

  it('gives the handlers its URL and a fresh whsec_ signing secret', async () => {
    const stripe = await standIn();

    expect(stripe.environment).toEqual({
      STRIPE_API_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: expect.stringMatching(/^whsec_local[0-9a-f]{48}$/),
    });
  });
});
