import type { ServerResponse } from 'node:http';
import { checkoutSessionObject, customerObject, subscriptionObject } from './stripe-objects';
import { sendJson, sendStripeError } from './http-replies';
import { newStripeId, nowSeconds, type StandInStore } from './stand-in-store';

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The form-encoded body, keys as Stripe's client writes them ('metadata[userId]'). */
  form: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/** The `prefix[key]` entries of a form, e.g. metadata[userId] → { userId }. */
function mapOf(form: URLSearchParams, prefix: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = key.startsWith(`${prefix}[`) ? /^\[([^\]]+)\]$/.exec(key.slice(prefix.length)) : null;
    if (match?.[1]) entries[match[1]] = value;
  }
  return entries;
}

/**
 * The part of Stripe's REST API the billing functions call (customers, Checkout and portal sessions,
 * subscriptions), enough for the functions' own Stripe client to work against it unchanged.
 */
export function createStandInApi(store: StandInStore, standInUrl: string) {
  return async function handleApi(request: ApiRequest, res: ServerResponse): Promise<void> {
    if (!/^Bearer sk_test_\w+$/.test(request.authorization ?? '')) {
      return sendStripeError(res, 401, 'Invalid API Key provided', 'authentication_error');
    }
    const { form } = request;
    const route = `${request.method} ${request.path}`;
    const idParam = (pattern: RegExp) => pattern.exec(request.path)?.[1];

    if (route === 'POST /v1/customers') {
      const existing = request.idempotencyKey ? store.customerForKey(request.idempotencyKey) : undefined;
      if (existing) return sendJson(res, 200, customerObject(existing));
      const customer = {
        id: newStripeId('cus'),
        email: form.get('email'),
        name: form.get('name'),
        metadata: mapOf(form, 'metadata'),
        created: nowSeconds(),
      };
      store.customers[customer.id] = customer;
      if (request.idempotencyKey) store.rememberKey(request.idempotencyKey, customer.id);
      await store.save();
      return sendJson(res, 200, customerObject(customer));
    }

    const customerId = request.method === 'GET' ? idParam(/^\/v1\/customers\/([^/]+)$/) : undefined;
    if (customerId) {
      const customer = store.customers[customerId];
      return customer
        ? sendJson(res, 200, customerObject(customer))
        : sendStripeError(res, 404, `No such customer: '${customerId}'`);
    }

    if (route === 'POST /v1/checkout/sessions') {
      const customer = form.get('customer');
      const successUrl = form.get('success_url');
      const cancelUrl = form.get('cancel_url');
      if (form.get('mode') !== 'subscription') {
        return sendStripeError(res, 400, 'The local stand-in only supports mode=subscription');
      }
      if (!customer || !successUrl || !cancelUrl) {
        return sendStripeError(res, 400, 'customer, success_url and cancel_url are required');
      }
      const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]') ?? 499);
      const session = {
        id: newStripeId('cs_test'),
        customer: store.ensureCustomer(customer).id,
        clientReferenceId: form.get('client_reference_id'),
        successUrl,
        cancelUrl,
        metadata: mapOf(form, 'metadata'),
        subscriptionMetadata: mapOf(form, 'subscription_data[metadata]'),
        unitAmount: Number.isFinite(unitAmount) ? unitAmount : 499,
        productName: form.get('line_items[0][price_data][product_data][name]') ?? 'Pro plan',
        priceId: form.get('line_items[0][price]'),
        status: 'open' as const,
        subscription: null,
        created: nowSeconds(),
      };
      store.checkoutSessions[session.id] = session;
      await store.save();
      return sendJson(res, 200, checkoutSessionObject(session, standInUrl));
    }

    const sessionId = request.method === 'GET' ? idParam(/^\/v1\/checkout\/sessions\/([^/]+)$/) : undefined;
    if (sessionId) {
      const session = store.checkoutSessions[sessionId];
      return session
        ? sendJson(res, 200, checkoutSessionObject(session, standInUrl))
        : sendStripeError(res, 404, `No such checkout.session: '${sessionId}'`);
    }

    if (route === 'POST /v1/billing_portal/sessions') {
      const customer = form.get('customer');
      const returnUrl = form.get('return_url');
      if (!customer || !returnUrl) return sendStripeError(res, 400, 'customer and return_url are required');
      const session = {
        id: newStripeId('bps'),
        customer: store.ensureCustomer(customer).id,
        returnUrl,
        created: nowSeconds(),
      };
      store.portalSessions[session.id] = session;
      await store.save();
      return sendJson(res, 200, {
        id: session.id,
        object: 'billing_portal.session',
        customer: session.customer,
        return_url: returnUrl,
        url: `${standInUrl}/portal/${session.id}`,
        created: session.created,
        livemode: false,
      });
    }

    if (route === 'GET /v1/subscriptions') {
      const customer = request.query.get('customer');
      const status = request.query.get('status');
      const subscriptions = customer ? store.subscriptionsOf(customer) : Object.values(store.subscriptions);
      // Stripe's default list leaves out canceled subscriptions; status=all includes them.
      const listed = status === 'all' ? subscriptions : subscriptions.filter((s) => s.status !== 'canceled');
      return sendJson(res, 200, {
        object: 'list',
        url: '/v1/subscriptions',
        has_more: false,
        data: listed.map(subscriptionObject),
      });
    }

    const subscriptionId = request.method === 'GET' ? idParam(/^\/v1\/subscriptions\/([^/]+)$/) : undefined;
    if (subscriptionId) {
      const subscription = store.subscriptions[subscriptionId];
      return subscription
        ? sendJson(res, 200, subscriptionObject(subscription))
        : sendStripeError(res, 404, `No such subscription: '${subscriptionId}'`);
    }

    return sendStripeError(res, 404, `Unrecognized request URL (${route}) in the local Stripe stand-in`);
  };
}
