import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { inject } from 'vitest';
import { createDataContext } from '@reno/data';
import { resources, routes, type ResourceName } from '../../../src/routes';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { signed } from './stripe-events';

/**
 * Calls the real handler modules the way API Gateway would (route table → resource → v2 event), over
 * DynamoDB Local. Only Stripe's side is a stand-in.
 */
type Handler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read replies loosely
export interface Reply<T = any> {
  status: number;
  headers: Record<string, string>;
  body: T;
}

export interface Member {
  sub: string;
  email: string;
  /** The ID token's email_verified; true unless a test says otherwise. */
  emailVerified?: boolean;
}

export const testData = () =>
  createDataContext({ endpoint: inject('dynamodbEndpoint'), tableName: inject('tableName') });

async function handlerFor(resource: ResourceName): Promise<Handler> {
  const entry = fileURLToPath(new URL(`../../../${resources[resource].entry}`, import.meta.url));
  const module = (await import(entry)) as { handler: Handler };
  return module.handler;
}

async function invoke(event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<Reply> {
  const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === event.routeKey);
  if (!route) throw new Error(`No route for ${event.routeKey}`);
  const result = await (await handlerFor(route.resource))(event, lambdaContext(`reno-${route.resource}`));
  const text = result.body ?? '';
  return {
    status: result.statusCode ?? 200,
    headers: Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([key, value]) => [key, String(value)]),
    ),
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

const claimsOf = (member: Member) => ({
  sub: member.sub,
  email: member.email,
  given_name: 'Pat',
  family_name: 'Builder',
  token_use: 'id',
  email_verified: String(member.emailVerified ?? true),
});

/** A signed-in user whose profile exists (GET /api/user was called, as the web app does first). */
export async function signedInMember(options: { emailVerified?: boolean } = {}): Promise<Member> {
  const sub = randomUUID();
  const member = { sub, email: `billing-${sub.slice(0, 8)}@example.com`, ...options };
  const reply = await as(member).get('/api/user');
  if (reply.status !== 200) throw new Error(`GET /api/user answered ${reply.status}`);
  return member;
}

export const as = (member: Member) => ({
  get: (url: string) => invoke(apiEvent({ method: 'GET', url, claims: claimsOf(member) })),
  post: (url: string, body?: unknown, headers?: Record<string, string>) =>
    invoke(
      apiEvent({ method: 'POST', url, claims: claimsOf(member), body, ...(headers ? { headers } : {}) }),
    ),
});

/** POST /api/stripe/webhook as Stripe sends it: the raw JSON body and its signature header. */
export function deliver(
  event: object,
  options: { secret?: string; signature?: string | null; payload?: string } = {},
) {
  const { payload, signature } = signed(event, options.secret);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const header = options.signature === undefined ? signature : options.signature;
  if (header !== null) headers['stripe-signature'] = header;
  return invoke(
    apiEvent({ method: 'POST', url: '/api/stripe/webhook', rawBody: options.payload ?? payload, headers }),
  );
}

/** The same delivery with the body base64-encoded, as API Gateway does for some content types. */
export function deliverBase64(event: object) {
  const { payload, signature } = signed(event);
  const request = apiEvent({
    method: 'POST',
    url: '/api/stripe/webhook',
    rawBody: Buffer.from(payload, 'utf8').toString('base64'),
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  return invoke({ ...request, isBase64Encoded: true });
}
