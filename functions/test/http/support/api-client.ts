import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { inject } from 'vitest';
import { routes } from '../../../src/routes';
import { apiEvent, lambdaContext, matchRoute } from '../../support/api-event';
import { loadHandler } from '../../support/load-handler';
import { signUpAndIn } from './cognito-users';

/**
 * The HTTP API as a test sees it, through one of two drivers (chosen in test/support/global-setup.ts):
 * - local stack (default): real HTTP to @reno/local's API Gateway adapter, users signed up in
 *   cognito-local, requests carrying their ID token (or access token) as Bearer;
 * - in-process (RENO_API_DRIVER=in-process): the route table routed here exactly as API Gateway's
 *   HTTP API would (unknown route → 404, 'jwt' route without a caller → 401) and the resource's
 *   handler invoked with a v2 event whose authorizer claims are those of a Cognito ID token.
 */
export interface TestUser {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  idToken?: string;
  accessToken?: string;
  /** Send the access token (no email or names in it) instead of the ID token. */
  useAccessToken?: boolean;
}

/** Tests read response JSON freely and let the assertions check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Record<string, string>;
  text: string;
  body: T;
}

export interface RequestOptions {
  as?: TestUser | undefined;
  body?: unknown;
  /** Raw body text (invalid JSON, other content types); wins over `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
}

const apiUrl = inject('apiUrl');
const cognito = inject('cognito');
export const driver: 'local-stack' | 'in-process' = apiUrl ? 'local-stack' : 'in-process';

export async function newUser(): Promise<TestUser> {
  const id = randomUUID();
  const profile = { email: `user-${id}@example.com`, givenName: 'Pat', familyName: 'Builder' };
  if (!cognito) return { sub: id, ...profile };
  return { ...profile, ...(await signUpAndIn(cognito, profile)) };
}

export async function request<T = Json>(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  return apiUrl ? overHttp(apiUrl, method, url, options) : inProcess(method, url, options);
}

async function overHttp(
  origin: string,
  method: string,
  url: string,
  options: RequestOptions,
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  const token = options.as?.useAccessToken ? options.as.accessToken : options.as?.idToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${origin}${url}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: Object.fromEntries(response.headers), text, body: parse(text) };
}

/** The claims API Gateway forwards for a Cognito ID token (or access token), all as strings. */
export function tokenClaims(user: TestUser): Record<string, string> {
  if (user.useAccessToken) {
    return {
      sub: user.sub,
      client_id: 'local-client',
      token_use: 'access',
      username: user.sub,
      scope: 'aws.cognito.signin.user.admin',
    };
  }
  return {
    sub: user.sub,
    email: user.email,
    email_verified: 'true',
    given_name: user.givenName,
    family_name: user.familyName,
    'cognito:username': user.sub,
    token_use: 'id',
    aud: 'local-client',
  };
}

async function inProcess(method: string, url: string, options: RequestOptions): Promise<ApiResponse> {
  const path = url.split('?', 1)[0] ?? url;
  const matched = matchRoute(method, path);
  if (!matched) return fromResult({ statusCode: 404, body: JSON.stringify({ message: 'Not Found' }) });
  if (matched.route.auth === 'jwt' && !options.as) {
    return fromResult({ statusCode: 401, body: JSON.stringify({ message: 'Unauthorized' }) });
  }
  const event = apiEvent({
    method,
    url,
    claims: options.as ? tokenClaims(options.as) : undefined,
    body: options.body,
    ...(options.rawBody !== undefined ? { rawBody: options.rawBody } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const handler = await loadHandler(matched.route.resource);
  return fromResult(await handler(event, lambdaContext(`reno-${matched.route.resource}`)));
}

function fromResult(result: APIGatewayProxyStructuredResultV2): ApiResponse {
  const text = result.body ?? '';
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  return { status: result.statusCode ?? 200, headers, text, body: parse(text) };
}

function parse(text: string): Json {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const api = {
  get: <T = Json>(url: string, as?: TestUser, options: RequestOptions = {}) =>
    request<T>('GET', url, { ...options, as }),
  post: <T = Json>(url: string, as: TestUser | undefined, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', url, { ...options, as, body }),
  put: <T = Json>(url: string, as: TestUser | undefined, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', url, { ...options, as, body }),
  patch: <T = Json>(url: string, as?: TestUser, options: RequestOptions = {}) =>
    request<T>('PATCH', url, { ...options, as }),
  delete: <T = Json>(url: string, as?: TestUser, options: RequestOptions = {}) =>
    request<T>('DELETE', url, { ...options, as }),
};

export { routes };
