import { linkStripeCustomer, type DataContext, type UserProfile } from '@reno/data';
import type Stripe from 'stripe';

/**
 * The user's Stripe customer, created once: the id is kept on the profile and in the customer → user
 * mapping the webhook reads. The idempotency key makes two concurrent first clicks share one customer.
 * An e-mail address its owner has not verified is not given to Stripe (it could be anyone's, and Stripe
 * mails receipts to it): Checkout then asks for one itself.
 */
export async function ensureStripeCustomer(
  stripe: Stripe,
  data: DataContext,
  profile: UserProfile,
  emailVerified: boolean,
): Promise<string> {
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const customer = await stripe.customers.create(
    {
      ...(profile.email && emailVerified ? { email: profile.email } : {}),
      ...(name ? { name } : {}),
      metadata: { userId: profile.id },
    },
    { idempotencyKey: `reno-customer-${profile.id}` },
  );
  await linkStripeCustomer(data, profile.id, customer.id);
  return customer.id;
}
