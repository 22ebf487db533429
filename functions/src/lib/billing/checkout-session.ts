import { PRO_PRICE_CENTS, PRODUCT_TITLE, isPro } from '@reno/domain';
import type { DataContext, UserProfile } from '@reno/data';
import type Stripe from 'stripe';
import { ConflictError } from '../http/errors';
import { billingReturnUrl } from './billing-return-url';
import { PaymentProviderError } from './billing-errors';
import type { StripeApiSettings } from './billing-settings';
import { ensureStripeCustomer } from './customer';

export interface CheckoutDeps {
  stripe: Stripe;
  data: DataContext;
  settings: StripeApiSettings;
  now: Date;
}

/** The Pro plan line: the configured price, or $4.99 a month defined inline. */
function proLineItem(priceId: string | null): Stripe.Checkout.SessionCreateParams.LineItem {
  if (priceId) return { price: priceId, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: 'usd',
      unit_amount: PRO_PRICE_CENTS,
      recurring: { interval: 'month' },
      product_data: { name: `${PRODUCT_TITLE} Pro` },
    },
  };
}

/**
 * Stripe Checkout in subscription mode for the caller: their customer (created once), the user as
 * client_reference_id and in the metadata the webhook falls back on, and return URLs to /billing.
 * A user whose Stripe subscription still gives Pro manages it in the portal instead (no second charge).
 */
export async function createCheckoutSession(
  deps: CheckoutDeps,
  profile: UserProfile,
  origin: string,
  emailVerified: boolean,
) {
  if (profile.stripeSubscriptionId && isPro(profile, deps.now)) {
    throw new ConflictError('You already have a Pro subscription. Use Manage Billing to change it.');
  }
  const customer = await ensureStripeCustomer(deps.stripe, deps.data, profile, emailVerified);
  const session = await deps.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: profile.id,
    line_items: [proLineItem(deps.settings.priceId)],
    metadata: { userId: profile.id },
    subscription_data: { metadata: { userId: profile.id } },
    success_url: billingReturnUrl(origin, 'success'),
    cancel_url: billingReturnUrl(origin, 'cancelled'),
  });
  if (!session.url) throw new PaymentProviderError('Stripe did not return a checkout URL');
  return { url: session.url };
}
