import { loadStripeApiSettings, loadWebhookSecret } from '../lib/billing/billing-settings';
import { translateStripeError } from '../lib/billing/billing-errors';
import { stripeClient } from '../lib/billing/stripe-client';
import { processStripeEvent } from '../lib/billing/webhook-processor';
import { verifiedStripeEvent } from '../lib/billing/webhook-signature';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { data } from '../lib/data-context';
import { logger } from '../lib/logger';

async function retrieveSubscription(id: string) {
  try {
    const stripe = await stripeClient(await loadStripeApiSettings());
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    throw await translateStripeError(error);
  }
}

/**
 * POST /api/stripe/webhook (no JWT: Stripe signs the raw body). Bad or missing signature → 400 and
 * nothing read or written; a verified event is applied at most once and in event order; event types
 * we do not use are acknowledged at once. A failure answers 5xx, so Stripe delivers the event again.
 */
async function receive(event: ApiEvent) {
  const stripeEvent = await verifiedStripeEvent(event, await loadWebhookSecret());
  const result = await processStripeEvent({ data, retrieveSubscription }, stripeEvent);
  logger.info('Stripe event received', { eventId: stripeEvent.id, type: stripeEvent.type, result });
  return ok({ received: true });
}

export const handler = createApiHandler({
  'POST /api/stripe/webhook': receive,
});
