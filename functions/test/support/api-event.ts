import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { routes } from '../../src/routes';
import { ORIGIN_VERIFY_HEADER } from '../../src/lib/http/origin-header';
import { TEST_ORIGIN_SECRET } from './constants';

/**
 * Builds an API Gateway HTTP API (payload 2.0) event exactly as API Gateway delivers it behind a JWT
 * authorizer: lower-case headers, routeKey and pathParameters from the route table, repeated query
 * values joined by commas, string claims.
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

export function matchRoute(method: string, path: string) {
  const candidates = routes
    .filter((route) => route.method === method)
    .map((route) => {
      const names: string[] = [];
      const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      const match = new RegExp(`^${pattern}$`).exec(path);
      return match ? { route, params: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) } : null;
    })
    .filter((found) => found !== null)
    // API Gateway prefers the most specific route: literal segments over {params}.
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  return candidates[0];
}

export function apiEvent(input: EventInput): APIGatewayProxyEventV2WithJWTAuthorizer {
  const [rawPath = '', rawQueryString = ''] = input.url.split('?', 2) as [string, string?];
  const matched = matchRoute(input.method, rawPath);
  const routeKey = matched ? `${matched.route.method} ${matched.route.path}` : '$default';

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
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));

  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    query[name] = query[name] === undefined ? value : `${query[name]},${value}`;
  }
  const now = new Date();

  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(matched && Object.keys(matched.params).length
      ? { pathParameters: mapValues(matched.params, decodeURIComponent) }
      : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      authorizer: input.claims ? { jwt: { claims: input.claims, scopes: null } } : (undefined as never),
      domainName: 'api.test',
      domainPrefix: 'api',
      http: {
        method: input.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'vitest',
      },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body !== undefined ? { body, isBase64Encoded: false } : { isBase64Encoded: false }),
  };
}

const mapValues = (record: Record<string, string>, fn: (value: string) => string) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value)]));

/** The slice of a Lambda context the handlers' middleware reads. */
export function lambdaContext(functionName = 'reno-test'): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: `aws-${Math.random().toString(36).slice(2)}`,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'stream',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
