import {
  checkoutSessionObject,
  eventObject,
  invoiceObject,
  oneMonthAfter,
  subscriptionObject,
} from './stripe-objects';
import { newStripeId, nowSeconds, type StandInStore, type StoredSubscription } from './stand-in-store';
import type { DeliveryResult, WebhookDelivery } from './webhook-delivery';

export class StandInActionError extends Error {}

/**
 * What happens in Stripe when the customer pays or uses the portal, with the events Stripe would send
 * for it. Each action changes the stored state first, then delivers its events (as Stripe does: a
 * failed delivery does not roll the payment back).
 */
export function createStandInActions(store: StandInStore, deliver: WebhookDelivery, standInUrl: string) {
  async function pay(sessionId: string): Promise<{ redirectTo: string; deliveries: DeliveryResult[] }> {
    const session = store.checkoutSessions[sessionId];
    if (!session) throw new StandInActionError('This checkout session does not exist');
    if (session.status === 'complete') throw new StandInActionError('This checkout session is already paid');

    const now = nowSeconds();
    const subscription: StoredSubscription = {
      id: newStripeId('sub'),
      customer: session.customer,
      status: 'active',
      created: now,
      currentPeriodStart: now,
      currentPeriodEnd: oneMonthAfter(now),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      metadata: session.subscriptionMetadata,
      unitAmount: session.unitAmount,
      productName: session.productName,
      priceId: session.priceId,
    };
    store.subscriptions[subscription.id] = subscription;
    Object.assign(session, { status: 'complete', subscription: subscription.id });
    await store.save();

    const deliveries = await deliver([
      eventObject('customer.subscription.created', subscriptionObject(subscription)),
      eventObject('invoice.paid', invoiceObject(subscription, 'paid')),
      eventObject('checkout.session.completed', checkoutSessionObject(session, standInUrl)),
    ]);
    // Stripe fills {CHECKOUT_SESSION_ID} in the success URL.
    return { redirectTo: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id), deliveries };
  }

  function ownedSubscription(portalSessionId: string, subscriptionId: string): StoredSubscription {
    const portal = store.portalSessions[portalSessionId];
    const subscription = store.subscriptions[subscriptionId];
    if (!portal || !subscription || subscription.customer !== portal.customer) {
      throw new StandInActionError('This subscription does not belong to this portal session');
    }
    if (subscription.status === 'canceled')
      throw new StandInActionError('This subscription has already ended');
    return subscription;
  }

  async function changeSubscription(
    portalSessionId: string,
    subscriptionId: string,
    change: 'cancel-at-period-end' | 'resume' | 'cancel-now',
  ): Promise<DeliveryResult[]> {
    const subscription = ownedSubscription(portalSessionId, subscriptionId);
    const now = nowSeconds();
    if (change === 'cancel-now') {
      Object.assign(subscription, {
        status: 'canceled',
        canceledAt: now,
        endedAt: now,
        cancelAtPeriodEnd: false,
      });
    } else {
      const cancel = change === 'cancel-at-period-end';
      Object.assign(subscription, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null });
    }
    await store.save();
    const type = change === 'cancel-now' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
    return deliver([eventObject(type, subscriptionObject(subscription))]);
  }

  return { pay, changeSubscription };
}

export type StandInActions = ReturnType<typeof createStandInActions>;
