import { getOrCreateUser, getUser } from '@reno/data';
import type { MessageResponse, RedirectResponse } from '@reno/domain';
import type Stripe from 'stripe';
import { appOrigin } from '../lib/http/app-origin';
import { translateStripeError } from '../lib/billing/billing-errors';
import { loadStripeApiSettings, type StripeApiSettings } from '../lib/billing/billing-settings';
import { createCheckoutSession } from '../lib/billing/checkout-session';
import { createPortalSession } from '../lib/billing/portal-session';
import { stripeClient } from '../lib/billing/stripe-client';
import { syncSubscription } from '../lib/billing/sync-subscription';
import { getCaller, type Caller } from '../lib/http/claims';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { data } from '../lib/data-context';

const profileOf = (caller: Caller) =>
  getOrCreateUser(data, {
    sub: caller.sub,
    email: caller.email,
    firstName: caller.givenName ?? null,
    lastName: caller.familyName ?? null,
  });

/** Every billing route talks to Stripe; its failures become clear 502/503 answers, not bare 500s. */
async function withStripe<T>(act: (stripe: Stripe, settings: StripeApiSettings) => Promise<T>): Promise<T> {
  const settings = await loadStripeApiSettings();
  try {
    return await act(await stripeClient(settings), settings);
  } catch (error) {
    throw await translateStripeError(error);
  }
}

/** POST /api/create-checkout-session → { url } of Stripe Checkout (or of the local stand-in). */
async function checkout(event: ApiEvent) {
  const caller = getCaller(event);
  const origin = appOrigin(event);
  const body: RedirectResponse = await withStripe(async (stripe, settings) =>
    createCheckoutSession(
      { stripe, data, settings, now: new Date() },
      await profileOf(caller),
      origin,
      caller.emailVerified,
    ),
  );
  return ok(body);
}

/** POST /api/create-portal-session → { url } of Stripe's customer portal. */
async function portal(event: ApiEvent) {
  const { sub } = getCaller(event);
  const origin = appOrigin(event);
  const body: RedirectResponse = await withStripe(async (stripe) =>
    createPortalSession(stripe, await getUser(data, sub), origin),
  );
  return ok(body);
}

/** POST /api/check-subscription → { message }: the plan synced from Stripe. */
async function checkSubscription(event: ApiEvent) {
  const caller = getCaller(event);
  const body: MessageResponse = await withStripe(async (stripe) =>
    syncSubscription(stripe, data, await profileOf(caller), new Date()),
  );
  return ok(body);
}

export const handler = createApiHandler({
  'POST /api/create-checkout-session': checkout,
  'POST /api/create-portal-session': portal,
  'POST /api/check-subscription': checkSubscription,
});
