import { applySubscriptionEvent, getUser, type DataContext, type UserProfile } from '@reno/data';
import { subscriptionMessage } from '@reno/domain';
import type Stripe from 'stripe';
import { decisiveSubscription, subscriptionChangeOf } from './subscription-change';

/**
 * POST /api/check-subscription: reads the customer's subscriptions from Stripe and stores the state of
 * the one that decides the plan. It goes through the same ordered write as the webhook (as an event
 * dated now), so a webhook delivered late cannot undo it. A user without a Stripe customer or
 * subscription (e.g. upgraded by the operator) is left as they are.
 */
export async function syncSubscription(stripe: Stripe, data: DataContext, profile: UserProfile, now: Date) {
  if (!profile.stripeCustomerId) return { message: subscriptionMessage(profile, now) };
  const { data: subscriptions } = await stripe.subscriptions.list({
    customer: profile.stripeCustomerId,
    status: 'all',
    limit: 20,
  });
  const subscription = decisiveSubscription(subscriptions);
  if (!subscription) return { message: subscriptionMessage(profile, now) };

  await applySubscriptionEvent(
    data,
    profile.id,
    { id: `sync_${subscription.id}_${now.getTime()}`, createdAt: now, type: 'check-subscription' },
    subscriptionChangeOf(subscription, now),
  );
  const updated = (await getUser(data, profile.id)) ?? profile;
  return { message: subscriptionMessage(updated, now) };
}
