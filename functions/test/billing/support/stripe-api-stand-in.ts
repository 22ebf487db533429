import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

/**
 * A small stand-in for Stripe's REST API on a loopback port, for the Stripe client of the handlers
 * (STRIPE_API_URL). It answers the calls the billing functions make with Stripe-shaped objects and
 * errors, and records each request (form fields as Stripe's client encodes them) for assertions.
 */
interface RecordedStripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  query: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

interface StripeErrorReply {
  status: number;
  type: 'invalid_request_error' | 'api_error' | 'authentication_error';
  message: string;
}

export const PORTAL_NOT_CONFIGURED =
  'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.';

export async function startStripeApiStandIn(expectedKey: string) {
  const requests: RecordedStripeRequest[] = [];
  const subscriptions = new Map<string, Stripe.Subscription>();
  const customersByKey = new Map<string, string>();
  const failures = new Map<string, StripeErrorReply>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${++counter}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    // Stripe's client retries some failures; a test wants the first answer.
    res.writeHead(status, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, reply: StripeErrorReply) =>
    send(res, reply.status, { error: { type: reply.type, message: reply.message } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const record: RecordedStripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      query: url.searchParams,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    };
    requests.push(record);
    const route = `${record.method} ${record.path}`;

    if (record.authorization !== `Bearer ${expectedKey}`) {
      return error(res, { status: 401, type: 'authentication_error', message: 'Invalid API Key provided' });
    }
    const failure = failures.get(route);
    if (failure) return error(res, failure);

    if (route === 'POST /v1/customers') {
      const key = record.idempotencyKey ?? nextId('key');
      const id = customersByKey.get(key) ?? nextId('cus');
      customersByKey.set(key, id);
      return send(res, 200, { id, object: 'customer', email: record.form.get('email') });
    }
    if (route === 'POST /v1/checkout/sessions') {
      const id = nextId('cs_test');
      return send(res, 200, {
        id,
        object: 'checkout.session',
        mode: record.form.get('mode'),
        customer: record.form.get('customer'),
        client_reference_id: record.form.get('client_reference_id'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      const id = nextId('bps');
      return send(res, 200, {
        id,
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    if (route === 'GET /v1/subscriptions') {
      const customer = record.query.get('customer');
      const data = [...subscriptions.values()].filter((subscription) => subscription.customer === customer);
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(record.path)?.[1];
    if (record.method === 'GET' && subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (subscription) return send(res, 200, subscription);
      return error(res, {
        status: 404,
        type: 'invalid_request_error',
        message: `No such subscription: '${subscriptionId}'`,
      });
    }
    return error(res, {
      status: 404,
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${route})`,
    });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((failure: unknown) =>
      send(res, 500, { error: { type: 'api_error', message: String(failure) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Requests to one route, e.g. 'POST /v1/checkout/sessions'. */
    requestsTo: (route: string) =>
      requests.filter((request) => `${request.method} ${request.path}` === route),
    /** Stripe's current state of a subscription, as the API would return it. */
    putSubscription: (subscription: Stripe.Subscription) =>
      void subscriptions.set(subscription.id, subscription),
    /** Answers `METHOD /path` with an error from now on (until `clearFailures`). */
    fail: (route: string, reply: StripeErrorReply) => void failures.set(route, reply),
    clearFailures: () => failures.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeApiStandIn = Awaited<ReturnType<typeof startStripeApiStandIn>>;
