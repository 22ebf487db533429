import { buildHttpEvent, createLambdaContext, createRouteMatcher } from '@reno/api-gateway';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { routes } from '../../src/routes';
import { ORIGIN_VERIFY_HEADER } from '../../src/lib/http/origin-header';
import { TEST_ORIGIN_SECRET } from './constants';

/**
 * The event API Gateway delivers behind the JWT authorizer, built by the same code as the local stack's
 * (@reno/api-gateway): the route table routed, the claims as the authorizer passes them on.
 */
export interface EventInput {
  method: string;
  /** The concrete path with its query string, e.g. '/api/expenses?page=2'. */
  url: string;
  /** `sub` and friends; undefined = no authorizer context (only possible for auth 'none' routes). */
  claims?: Record<string, string> | undefined;
  body?: unknown;
  /** Raw body text; wins over `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
}

const matchRoute = createRouteMatcher(routes);

export function apiEvent(input: EventInput): APIGatewayProxyEventV2WithJWTAuthorizer {
  const matched = matchRoute(input.method, new URL(input.url, 'http://api.test').pathname);

  // Every request arrives through CloudFront, which adds the origin header (a test may override it).
  const headers: Record<string, string> = {
    host: 'api.test',
    'user-agent': 'vitest',
    [ORIGIN_VERIFY_HEADER]: TEST_ORIGIN_SECRET,
  };
  let body: string | undefined;
  if (input.rawBody !== undefined) body = input.rawBody;
  else if (input.body !== undefined) {
    body = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  }
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  const bytes = Buffer.from(body ?? '', 'utf8');
  if (body !== undefined) headers['content-length'] = String(bytes.length);

  return buildHttpEvent({
    method: input.method,
    url: input.url,
    headers: Object.entries(headers),
    body: bytes,
    routeKey: matched?.routeKey ?? '$default',
    pathParameters: matched?.pathParameters,
    authorization: input.claims ? { claims: input.claims, scopes: null } : undefined,
    sourceIp: '127.0.0.1',
  });
}

/** A Lambda invocation's context, as the local stack passes it. */
export function lambdaContext(functionName = 'reno-test'): Context {
  return createLambdaContext(functionName);
}
