import Stripe from 'stripe';

/** The webhook signing secret the tests configure (and sign with). */
export const TEST_WEBHOOK_SECRET = 'whsec_test_billing_secret';

const DAY = 86_400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

let counter = 0;
export const uniqueId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(++counter).toString(36)}`;

export interface SubscriptionInput {
  id?: string;
  customer: string;
  status?: Stripe.Subscription.Status;
  /** Seconds; default 30 days from now. */
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  endedAt?: number | null;
  userId?: string;
  created?: number;
}

/** A subscription object as API version 2025-03+ sends it (the period on the item). */
export function subscriptionObject(input: SubscriptionInput): Stripe.Subscription {
  const created = input.created ?? nowSeconds() - DAY;
  const periodEnd = input.periodEnd ?? nowSeconds() + 30 * DAY;
  return {
    id: input.id ?? uniqueId('sub'),
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    created,
    start_date: created,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: input.cancelAtPeriodEnd ? periodEnd : null,
    canceled_at: input.cancelAtPeriodEnd || input.status === 'canceled' ? nowSeconds() : null,
    ended_at: input.endedAt ?? null,
    metadata: input.userId ? { userId: input.userId } : {},
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      url: '/v1/subscription_items',
      data: [
        {
          id: uniqueId('si'),
          object: 'subscription_item',
          current_period_start: periodEnd - 30 * DAY,
          current_period_end: periodEnd,
          quantity: 1,
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

export interface EventInput {
  id?: string;
  type: string;
  object: unknown;
  /** Seconds since the epoch; default now. */
  created?: number;
}

/** A Stripe event envelope. */
export function stripeEvent(input: EventInput) {
  return {
    id: input.id ?? uniqueId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: input.created ?? nowSeconds(),
    type: input.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: input.object },
  };
}

/** The raw body and the Stripe-Signature header Stripe would send with it. */
export function signed(event: object, secret = TEST_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
