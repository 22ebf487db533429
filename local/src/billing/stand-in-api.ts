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

interface ApiCall {
  request: ApiRequest;
  res: ServerResponse;
  store: StandInStore;
  standInUrl: string;
  /** The path's `{id}`, for the routes that have one. */
  id: string;
}

interface ApiRoute {
  method: 'GET' | 'POST';
  path: RegExp;
  handle(call: ApiCall): void | Promise<void>;
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

/** GET of one stored object: the object as Stripe shows it, or Stripe's 404. */
function sendFound<T>(call: ApiCall, found: T | undefined, show: (value: T) => unknown, what: string): void {
  if (found) return sendJson(call.res, 200, show(found));
  sendStripeError(call.res, 404, `No such ${what}: '${call.id}'`);
}

async function createCustomer({ request, res, store }: ApiCall): Promise<void> {
  const { form, idempotencyKey } = request;
  const existing = idempotencyKey ? store.customerForKey(idempotencyKey) : undefined;
  if (existing) return sendJson(res, 200, customerObject(existing));
  const customer = {
    id: newStripeId('cus'),
    email: form.get('email'),
    name: form.get('name'),
    metadata: mapOf(form, 'metadata'),
    created: nowSeconds(),
  };
  store.customers[customer.id] = customer;
  if (idempotencyKey) store.rememberKey(idempotencyKey, customer.id);
  await store.save();
  sendJson(res, 200, customerObject(customer));
}

async function createCheckoutSession({ request: { form }, res, store, standInUrl }: ApiCall): Promise<void> {
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
  sendJson(res, 200, checkoutSessionObject(session, standInUrl));
}

async function createPortalSession({ request: { form }, res, store, standInUrl }: ApiCall): Promise<void> {
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
  sendJson(res, 200, {
    id: session.id,
    object: 'billing_portal.session',
    customer: session.customer,
    return_url: returnUrl,
    url: `${standInUrl}/portal/${session.id}`,
    created: session.created,
    livemode: false,
  });
}

function listSubscriptions({ request: { query }, res, store }: ApiCall): void {
  const customer = query.get('customer');
  const subscriptions = customer ? store.subscriptionsOf(customer) : Object.values(store.subscriptions);
  // Stripe's default list leaves out canceled subscriptions; status=all includes them.
  const listed =
    query.get('status') === 'all' ? subscriptions : subscriptions.filter((s) => s.status !== 'canceled');
  sendJson(res, 200, {
    object: 'list',
    url: '/v1/subscriptions',
    has_more: false,
    data: listed.map(subscriptionObject),
  });
}

const ROUTES: ApiRoute[] = [
  { method: 'POST', path: /^\/v1\/customers$/, handle: createCustomer },
  {
    method: 'GET',
    path: /^\/v1\/customers\/([^/]+)$/,
    handle: (call) => sendFound(call, call.store.customers[call.id], customerObject, 'customer'),
  },
  { method: 'POST', path: /^\/v1\/checkout\/sessions$/, handle: createCheckoutSession },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handle: (call) =>
      sendFound(
        call,
        call.store.checkoutSessions[call.id],
        (session) => checkoutSessionObject(session, call.standInUrl),
        'checkout.session',
      ),
  },
  { method: 'POST', path: /^\/v1\/billing_portal\/sessions$/, handle: createPortalSession },
  { method: 'GET', path: /^\/v1\/subscriptions$/, handle: listSubscriptions },
  {
    method: 'GET',
    path: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: (call) => sendFound(call, call.store.subscriptions[call.id], subscriptionObject, 'subscription'),
  },
];

/**
 * The part of Stripe's REST API the billing functions call (customers, Checkout and portal sessions,
 * subscriptions), enough for the functions' own Stripe client to work against it unchanged.
 */
export function createStandInApi(store: StandInStore, standInUrl: string) {
  return async function handleApi(request: ApiRequest, res: ServerResponse): Promise<void> {
    if (!/^Bearer sk_test_\w+$/.test(request.authorization ?? '')) {
      return sendStripeError(res, 401, 'Invalid API Key provided', 'authentication_error');
    }
    for (const route of ROUTES) {
      const match = request.method === route.method ? route.path.exec(request.path) : null;
      if (match) return route.handle({ request, res, store, standInUrl, id: match[1] ?? '' });
    }
    const route = `${request.method} ${request.path}`;
    return sendStripeError(res, 404, `Unrecognized request URL (${route}) in the local Stripe stand-in`);
  };
}
