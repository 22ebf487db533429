import type { UserProfile } from '@reno/data';
import type Stripe from 'stripe';
import { BadRequestError } from '../http/errors';
import { billingReturnUrl } from './billing-return-url';
import { BillingNotConfiguredError } from './billing-errors';
import { loadStripe } from './stripe-sdk';

/** The web shows its 'configure the portal' text when the message mentions the portal's configuration. */
export const PORTAL_NOT_CONFIGURED_MESSAGE =
  'The billing portal is not configured. Save the customer portal settings in the Stripe dashboard.';

/** Stripe's customer portal for the caller's customer, returning to /billing. */
export async function createPortalSession(stripe: Stripe, profile: UserProfile | null, origin: string) {
  if (!profile?.stripeCustomerId) throw new BadRequestError('No billing account yet: upgrade to Pro first');
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: profile.stripeCustomerId,
      return_url: billingReturnUrl(origin),
    });
    return { url: session.url };
  } catch (error) {
    // Stripe refuses portal sessions until the portal's default configuration is saved.
    const { errors } = await loadStripe();
    if (error instanceof errors.StripeInvalidRequestError && /configuration/i.test(error.message)) {
      throw new BillingNotConfiguredError(PORTAL_NOT_CONFIGURED_MESSAGE);
    }
    throw error;
  }
}
