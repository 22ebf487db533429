import Stripe from 'stripe';
import {
  newStripeId,
  nowSeconds,
  type StoredCheckoutSession,
  type StoredCustomer,
  type StoredSubscription,
} from './stand-in-store';

/**
 * The stand-in's records as Stripe's API (version of the installed stripe package) shows them: the
 * fields the billing functions read, in the places Stripe puts them.
 */
export function customerObject(customer: StoredCustomer) {
  return {
    id: customer.id,
    object: 'customer',
    email: customer.email,
    name: customer.name,
    metadata: customer.metadata,
    created: customer.created,
    livemode: false,
  };
}

export function checkoutSessionObject(session: StoredCheckoutSession, standInUrl: string) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    customer: session.customer,
    client_reference_id: session.clientReferenceId,
    metadata: session.metadata,
    subscription: session.subscription,
    status: session.status,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: session.status === 'open' ? `${standInUrl}/checkout/${session.id}` : null,
    amount_total: session.unitAmount,
    currency: 'usd',
    created: session.created,
    livemode: false,
  };
}

export function subscriptionObject(subscription: StoredSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    created: subscription.created,
    start_date: subscription.created,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    canceled_at: subscription.canceledAt,
    ended_at: subscription.endedAt,
    metadata: subscription.metadata,
    currency: 'usd',
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
      data: [
        {
          id: `si_${subscription.id.slice('sub_'.length)}`,
          object: 'subscription_item',
          subscription: subscription.id,
          quantity: 1,
          current_period_start: subscription.currentPeriodStart,
          current_period_end: subscription.currentPeriodEnd,
          price: {
            id: subscription.priceId ?? `price_${subscription.id.slice('sub_'.length)}`,
            object: 'price',
            currency: 'usd',
            unit_amount: subscription.unitAmount,
            recurring: { interval: 'month', interval_count: 1 },
            product: subscription.productName,
          },
        },
      ],
    },
  };
}

export function invoiceObject(subscription: StoredSubscription, status: 'paid') {
  return {
    id: newStripeId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status,
    amount_paid: subscription.unitAmount,
    currency: 'usd',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    created: nowSeconds(),
    livemode: false,
  };
}

/** An event envelope, as Stripe posts it to a webhook endpoint. */
export function eventObject(type: string, object: unknown) {
  return {
    id: newStripeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** The same day next month (Stripe's monthly billing anchor), as epoch seconds. */
export function oneMonthAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}
