import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { routes } from '@reno/functions/routes';
import { requestFrom } from '../../support/client-address';
import { signUpAndIn } from '../../support/cognito-users';

export { newClientAddress } from '../../support/client-address';

/**
 * The HTTP API as a test sees it: real HTTP to the local stack's API Gateway adapter (global-setup.ts),
 * users signed up in cognito-local, requests carrying their ID token (or access token) as Bearer.
 */
export interface TestUser {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  idToken?: string;
  accessToken?: string;
  password?: string;
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
  /**
   * The loopback address the request leaves from (`newClientAddress`): the stack, as CloudFront, takes the
   * caller's address from the connection, so per-client limits (admin lock-out, recovery) count it.
   */
  from?: string;
}

const apiUrl = inject('apiUrl');
const cognito = inject('cognito');

/** A new account, signed in: Pat Builder at a unique address unless `names` says otherwise. */
export async function newUser(
  names: Partial<Pick<TestUser, 'email' | 'givenName' | 'familyName'>> = {},
): Promise<TestUser> {
  const profile = {
    email: `user-${randomUUID()}@example.com`,
    givenName: 'Pat',
    familyName: 'Builder',
    ...names,
  };
  return { ...profile, ...(await signUpAndIn(cognito, profile)) };
}

export async function request<T = Json>(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const token = options.as?.useAccessToken ? options.as.accessToken : options.as?.idToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = options.from
    ? await requestFrom(options.from, `${apiUrl}${url}`, { method, headers, body })
    : await sendWithFetch(method, url, headers, body);
  return { ...response, body: parse(response.text) as T };
}

type Sent = Omit<ApiResponse, 'body'>;

async function sendWithFetch(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Sent> {
  const response = await fetch(`${apiUrl}${url}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => (responseHeaders[name] = value));
  return { status: response.status, headers: responseHeaders, text };
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
