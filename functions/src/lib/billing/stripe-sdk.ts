import type Stripe from 'stripe';

let sdk: Promise<typeof Stripe> | undefined;

/**
 * Stripe's library (a third of a billing bundle), loaded on first use instead of at cold start, so a
 * request refused before it reaches Stripe (no token, a foreign origin, a bad signature header) never pays for it.
 */
export function loadStripe(): Promise<typeof Stripe> {
  sdk ??= import('stripe').then((module) => module.default);
  return sdk;
}
