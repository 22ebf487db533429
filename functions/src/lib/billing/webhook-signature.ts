import { BadRequestError, PayloadTooLargeError } from '../http/errors';
import { headerValue } from '../http/json-body';
import type { ApiEvent } from '../http/router';
import { loadStripe } from './stripe-sdk';

/** Stripe's events are far smaller; anything bigger is not from Stripe. */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

/**
 * The body exactly as Stripe sent it: the signature covers these bytes, so the body is never parsed
 * and re-serialised before checking. API Gateway may hand it over base64-encoded.
 */
function rawBody(event: Pick<ApiEvent, 'body' | 'isBase64Encoded'>): Buffer {
  const body = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  if (bytes.byteLength > MAX_WEBHOOK_BYTES) throw new PayloadTooLargeError();
  return bytes;
}

/** Verifies the Stripe-Signature header (HMAC of the raw body, 5-minute tolerance) and parses the event. */
export async function verifiedStripeEvent(
  event: Pick<ApiEvent, 'body' | 'isBase64Encoded' | 'headers'>,
  secret: string,
) {
  const signature = headerValue(event.headers, 'stripe-signature');
  if (!signature) throw new BadRequestError('Missing Stripe-Signature header');
  try {
    const Stripe = await loadStripe();
    return Stripe.webhooks.constructEvent(rawBody(event), signature, secret);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error;
    throw new BadRequestError('Invalid Stripe signature');
  }
}
