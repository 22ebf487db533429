import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../index';
import { signUp } from '../../test/support/cognito-client';
import { LocalStripeRefusedError, startLocalStripe, type LocalStripe } from './local-stripe';

/**
 * The local checkout flow end to end: the real stack (DynamoDB Local, cognito-local, the HTTP adapter,
 * the real handlers) with the Stripe stand-in wired the way the stack wires it, driven as a browser would.
 */
let stack: LocalStack;
let stripe: LocalStripe;

beforeAll(async () => {
  stack = await startLocalStack({ persist: false, port: 0, web: 'none', seedDemo: false });
  stripe = await startLocalStripe({ webhookUrl: `${stack.url}/api/stripe/webhook` });
  Object.assign(process.env, stripe.environment);
});

afterAll(async () => {
  await stripe?.stop();
  await stack?.stop();
  delete process.env.STRIPE_API_URL;
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

let userCount = 0;
async function signedInUser() {
  const email = `billing-${++userCount}-${Date.now()}@example.com`;
  const { tokens } = await signUp(stack, { email, password: 'renovate-2024', firstName: 'Ann' });
  const headers = { authorization: `Bearer ${tokens.idToken}` };
  const call = async (method: string, path: string) => {
    const response = await fetch(`${stack.url}${path}`, {
      method,
      headers: { ...headers, origin: stack.url },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads answers loosely
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  expect((await call('GET', '/api/user')).status).toBe(200);
  return { email, call, status: async () => (await call('GET', '/api/subscription-status')).body };
}

/** A form button on a stand-in page: POST without following the redirect, as the browser would see it. */
const press = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });

/** The action URLs of the forms on a page (e.g. the portal's Cancel and Renew buttons). */
async function formActions(pageUrl: string): Promise<string[]> {
  const html = await (await fetch(pageUrl)).text();
  return [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map(
    (match) => new URL(match[1]!, pageUrl).href,
  );
}

describe('local checkout through the Stripe stand-in', () => {
  it('pays on the local checkout page, delivers signed events to the webhook and returns to /billing as Pro', async () => {
    const user = await signedInUser();
    expect(await user.status()).toMatchObject({ subscriptionStatus: 'free', expenseLimit: 5 });

    const checkout = await user.call('POST', '/api/create-checkout-session');
    expect(checkout.status).toBe(200);
    const checkoutUrl = checkout.body.url as string;
    expect(checkoutUrl.startsWith(`${stripe.url}/checkout/cs_test_`)).toBe(true);

    const page = await fetch(checkoutUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Pay $4.99');
    // The address is not verified yet, so the customer was created without it (Checkout asks for one).
    expect(html).not.toContain(user.email);

    const [payAction] = await formActions(checkoutUrl);
    const paid = await press(payAction!);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${stack.url}/billing?checkout=success`);

    expect(await user.status()).toMatchObject({
      subscriptionStatus: 'active',
      expenseLimit: null,
      contractorLimit: null,
      renewalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await user.call('POST', '/api/check-subscription')).body).toEqual({
      message: 'Your Pro subscription is active.',
    });

    // The session is spent: paying again is refused and changes nothing.
    expect((await press(payAction!)).status).toBe(409);
  });

  it('cancels at the period end in the local portal (Pro kept), renews, then cancels immediately (limits back)', async () => {
    const user = await signedInUser();
    const { body } = await user.call('POST', '/api/create-checkout-session');
    await press((await formActions(body.url as string))[0]!);

    const portal = await user.call('POST', '/api/create-portal-session');
    expect(portal.status).toBe(200);
    const portalUrl = portal.body.url as string;
    expect(portalUrl.startsWith(`${stripe.url}/portal/`)).toBe(true);
    const action = async (change: string) => {
      const url = (await formActions(portalUrl)).find((candidate) => candidate.endsWith(`/${change}`));
      if (!url) throw new Error(`no ${change} button on the portal page`);
      const response = await press(url);
      expect(response.status).toBe(303);
    };

    await action('cancel-at-period-end');
    expect(await user.status()).toMatchObject({
      subscriptionStatus: 'cancelled',
      willCancelAtPeriodEnd: true,
      endDate: expect.stringMatching(/^\d{4}-/),
      expenseLimit: null,
    });
    expect(await (await fetch(portalUrl)).text()).toContain('Cancels on');

    await action('resume');
    expect(await user.status()).toMatchObject({ subscriptionStatus: 'active', expenseLimit: null });

    await action('cancel-now');
    expect(await user.status()).toMatchObject({
      subscriptionStatus: 'cancelled',
      expenseLimit: 5,
      contractorLimit: 3,
      canCreateExpense: true,
    });
    expect((await user.call('POST', '/api/check-subscription')).body).toEqual({
      message: 'No active subscription found. You are on the Free plan.',
    });
  });

  it('shows a failed delivery when the webhook refuses the signature, and the user stays Free', async () => {
    const user = await signedInUser();
    const impostor = await startLocalStripe({
      webhookUrl: `${stack.url}/api/stripe/webhook`,
      webhookSecret: 'whsec_not_the_endpoint_secret',
    });
    process.env.STRIPE_API_URL = impostor.url;
    try {
      const { body } = await user.call('POST', '/api/create-checkout-session');
      const response = await press((await formActions(body.url as string))[0]!);

      expect(response.status).toBe(502);
      const page = await response.text();
      expect(page).toContain('Webhook delivery failed');
      expect(page).toContain('Invalid Stripe signature');
    } finally {
      process.env.STRIPE_API_URL = stripe.url;
      await impostor.stop();
    }
    expect(await user.status()).toMatchObject({ subscriptionStatus: 'free', expenseLimit: 5 });
  });

  it('refuses to start inside Lambda', async () => {
    await expect(
      startLocalStripe(
        { webhookUrl: `${stack.url}/api/stripe/webhook` },
        { AWS_LAMBDA_FUNCTION_NAME: 'reno-billing' },
      ),
    ).rejects.toThrow(LocalStripeRefusedError);
  });
});
