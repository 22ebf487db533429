import type { SubscriptionChange } from '@reno/data';
import type Stripe from 'stripe';

const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * End of the paid period. API versions since 2025-03 carry it per subscription item; older webhook
 * endpoints still send it on the subscription itself.
 */
function currentPeriodEnd(subscription: Stripe.Subscription): number | null {
  const itemEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  if (itemEnds.length > 0) return Math.max(...itemEnds);
  const legacy = (subscription as { current_period_end?: unknown }).current_period_end;
  return typeof legacy === 'number' ? legacy : null;
}

/**
 * The plan a Stripe subscription gives, from the subscription's own state (never from which event
 * carried it):
 * - active, trialing, past_due (Stripe is still retrying the card) → 'active', renewing at the period end;
 *   with a cancellation scheduled → 'cancelled', Pro until that date;
 * - canceled → 'cancelled', ended (Pro stops at ended_at);
 * - incomplete, incomplete_expired, unpaid, paused → 'free'.
 * `at` is used when a canceled subscription does not say when it ended.
 */
export function subscriptionChangeOf(subscription: Stripe.Subscription, at: Date): SubscriptionChange {
  const base = { stripeSubscriptionId: subscription.id };
  switch (subscription.status) {
    case 'active':
    case 'trialing':
    case 'past_due': {
      const periodEnd = currentPeriodEnd(subscription);
      const cancelAt = subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null);
      if (cancelAt !== null) {
        return {
          ...base,
          status: 'cancelled',
          endDate: isoFromSeconds(cancelAt),
          renewalDate: null,
          cancelAtPeriodEnd: true,
        };
      }
      return {
        ...base,
        status: 'active',
        endDate: null,
        renewalDate: periodEnd === null ? null : isoFromSeconds(periodEnd),
        cancelAtPeriodEnd: false,
      };
    }
    case 'canceled': {
      const endedAt = subscription.ended_at ?? subscription.canceled_at;
      return {
        ...base,
        status: 'cancelled',
        endDate: endedAt === null ? at.toISOString() : isoFromSeconds(endedAt),
        renewalDate: null,
        cancelAtPeriodEnd: false,
      };
    }
    default:
      return { ...base, status: 'free', endDate: null, renewalDate: null, cancelAtPeriodEnd: false };
  }
}

/** Whether a subscription is the one that currently pays (used to pick among a customer's subscriptions). */
const isLiveSubscription = (subscription: Stripe.Subscription) =>
  subscription.status === 'active' ||
  subscription.status === 'trialing' ||
  subscription.status === 'past_due';

/** The subscription that decides the plan: a live one if any, else the most recently created. */
export function decisiveSubscription(
  subscriptions: readonly Stripe.Subscription[],
): Stripe.Subscription | null {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created);
  return newestFirst.find(isLiveSubscription) ?? newestFirst[0] ?? null;
}
