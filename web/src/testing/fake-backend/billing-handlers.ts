import { subscriptionMessage, subscriptionStatusView } from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend } from './fake-db';
import { json, route } from './fake-route';

const FAKE_CHECKOUT_URL = 'http://stripe.test/checkout';
const FAKE_PORTAL_URL = 'http://stripe.test/portal';

/**
 * The subscription and billing routes, as with the local Stripe stand-in: checkout opens a billing
 * account (the portal needs one), and the webhook refuses what Stripe did not sign.
 */
export function billingHandlers({ db, me }: FakeBackend): HttpHandler[] {
  return [
    route('GET', '/api/subscription-status', () =>
      json(
        200,
        subscriptionStatusView({
          user: me(),
          expenseCount: db.expenses.length,
          contractorCount: db.contractors.length,
          now: new Date(),
        }),
      ),
    ),
    route('POST', '/api/create-checkout-session', () => {
      db.billingAccount = true;
      return json(200, { url: FAKE_CHECKOUT_URL });
    }),
    route('POST', '/api/create-portal-session', () =>
      db.billingAccount
        ? json(200, { url: FAKE_PORTAL_URL })
        : json(400, { error: 'No billing account yet: upgrade to Pro first' }),
    ),
    route('POST', '/api/check-subscription', () =>
      json(200, { message: subscriptionMessage(me(), new Date()) }),
    ),
    route('POST', '/api/stripe/webhook', ({ headers }) =>
      json(400, {
        error: headers.has('stripe-signature')
          ? 'Invalid Stripe signature'
          : 'Missing Stripe-Signature header',
      }),
    ),
  ];
}
