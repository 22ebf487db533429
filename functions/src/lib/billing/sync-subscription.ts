import { applySubscriptionEvent, getUser, type DataContext, type UserProfile } from '@reno/data';
import { formatDate, isPro } from '@reno/domain';
import type Stripe from 'stripe';
import { decisiveSubscription, subscriptionChangeOf } from './subscription-change';

export const SUBSCRIPTION_MESSAGES = {
  active: 'Your Pro subscription is active.',
  cancelled: (endDate: string) =>
    `Your subscription is cancelled. Pro features remain until ${formatDate(endDate)}.`,
  free: 'No active subscription found. You are on the Free plan.',
} as const;

export function subscriptionMessage(
  profile: Pick<UserProfile, 'subscriptionStatus' | 'subscriptionEndDate'>,
  now: Date,
) {
  if (profile.subscriptionStatus === 'active') return SUBSCRIPTION_MESSAGES.active;
  if (isPro(profile, now) && profile.subscriptionEndDate)
    return SUBSCRIPTION_MESSAGES.cancelled(profile.subscriptionEndDate);
  return SUBSCRIPTION_MESSAGES.free;
}

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
