import { statusError } from '../http/errors';
import { loadStripe } from './stripe-sdk';

/** 503: Stripe keys missing or still the generated placeholders (docs/deploy.md says how to set them). */
export class BillingNotConfiguredError extends statusError(503, 'Billing is not configured') {}

/** 502: Stripe could not be reached or failed; the user may try again. */
export class PaymentProviderError extends statusError(
  502,
  'The payment provider is unavailable. Please try again.',
) {}

/**
 * Stripe's own errors as HTTP errors: a rejected key is a configuration problem (503), a network or
 * Stripe-side failure a 502. Anything else (e.g. an invalid request we built) is returned as is and
 * becomes a logged 500.
 */
export async function translateStripeError(error: unknown): Promise<unknown> {
  const Stripe = await loadStripe();
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new BillingNotConfiguredError('Billing is not configured: Stripe rejected the API key');
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new PaymentProviderError();
  }
  return error;
}
