import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readBody } from '../api/request-body';
import { quietLogger, type StackLogger } from '../logger';
import { foreignRequestReason, refuseForeignRequest } from '../loopback-guard';
import { listenOnLoopback, LOOPBACK } from '../services/ports';
import { errorPage } from './stand-in-pages';
import { createStandInActions, StandInActionError } from './stand-in-actions';
import { createStandInApi } from './stand-in-api';
import { createStandInPageRoutes } from './stand-in-page-routes';
import { sendHtml, sendJson } from './http-replies';
import { StandInStore } from './stand-in-store';
import { createWebhookDelivery } from './webhook-delivery';

export interface LocalStripeOptions {
  /** Where Stripe's events go: the stack's POST /api/stripe/webhook, so they pass the HTTP adapter. */
  webhookUrl: string;
  /** The endpoint's signing secret, shared with the webhook handler; a fresh one by default. */
  webhookSecret?: string;
  /** Loopback port of the stand-in (its API and its pages); default 0, a free one. */
  port?: number;
  /** JSON file that keeps customers and subscriptions across restarts; null (default) keeps them in memory. */
  stateFile?: string | null;
  logger?: StackLogger;
}

/** The variables the billing functions read to use the stand-in instead of api.stripe.com. */
interface LocalStripeEnvironment {
  STRIPE_API_URL: string;
  STRIPE_WEBHOOK_SECRET: string;
}

export interface LocalStripe {
  /** e.g. http://127.0.0.1:43127 — the API under /v1, the checkout and portal pages beside it. */
  url: string;
  environment: LocalStripeEnvironment;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

export class LocalStripeRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalStripeRefusedError';
  }
}

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Starts the local stand-in for Stripe (used when STRIPE_SECRET_KEY is not set): a small Stripe API
 * for the functions' own Stripe client, a checkout page whose "Pay" button delivers correctly signed
 * events to the real webhook handler, and a portal page to cancel or renew. It refuses to run in
 * Lambda, so it can never stand in for Stripe in AWS.
 */
export async function startLocalStripe(
  options: LocalStripeOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<LocalStripe> {
  if (env.AWS_LAMBDA_FUNCTION_NAME) {
    throw new LocalStripeRefusedError(
      'The local Stripe stand-in never runs in AWS (AWS_LAMBDA_FUNCTION_NAME is set)',
    );
  }
  const logger = options.logger ?? quietLogger;
  const webhookSecret = options.webhookSecret ?? `whsec_local${randomBytes(24).toString('hex')}`;
  const store = await StandInStore.open(options.stateFile ?? null);

  let url = '';
  let handle: Handle | null = null;
  const server: Server = createServer((req, res) => {
    // Its pages post to itself; no other page on the machine may drive it.
    const foreign = foreignRequestReason(req, () => [url]);
    if (foreign) return refuseForeignRequest(res, foreign);
    if (!handle) return void sendJson(res, 503, { error: { message: 'starting' } });
    handle(req, res).catch((error: unknown) => answerFailure(req, res, error, logger));
  });
  const port = await listenOnLoopback(server, options.port ?? 0, 'local Stripe stand-in', undefined);
  url = `http://${LOOPBACK}:${port}`;
  const actions = createStandInActions(store, createWebhookDelivery(options.webhookUrl, webhookSecret), url);
  handle = createStandInHandler({
    url,
    api: createStandInApi(store, url),
    page: createStandInPageRoutes(store, actions, logger),
  });

  logger.info(`[stripe] local stand-in at ${url} (events → ${options.webhookUrl})`);
  return {
    url,
    environment: { STRIPE_API_URL: url, STRIPE_WEBHOOK_SECRET: webhookSecret },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Its API under /v1/, its pages beside it, and a page that says so for anything else. */
function createStandInHandler(parts: {
  url: string;
  api: ReturnType<typeof createStandInApi>;
  page: ReturnType<typeof createStandInPageRoutes>;
}): Handle {
  return async (req, res) => {
    const method = req.method ?? 'GET';
    const target = new URL(req.url ?? '/', parts.url);
    const path = target.pathname;
    const body = await readBody(req, MAX_BODY_BYTES);
    if (path.startsWith('/v1/')) {
      const request = {
        method,
        path,
        query: target.searchParams,
        form: new URLSearchParams(body.toString('utf8')),
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      };
      return parts.api(request, res);
    }
    if (await parts.page(method, path, res)) return;
    const notFound = `${method} ${path} is not a page of the local Stripe stand-in.`;
    sendHtml(res, 404, errorPage('Not found', notFound));
  };
}

function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown, logger: StackLogger) {
  // A refused action (already paid, someone else's subscription) is the user's mistake, not a failure.
  if (error instanceof StandInActionError && !res.headersSent) {
    return sendHtml(res, 409, errorPage('Not possible', error.message));
  }
  logger.error(`[stripe] ${req.method} ${req.url} failed:`, error);
  if (!res.headersSent)
    sendJson(res, 500, { error: { type: 'api_error', message: 'Local stand-in failure' } });
  else res.destroy();
}
