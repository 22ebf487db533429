import {
  composeErrorMessage,
  readErrorBody,
  type ApiErrorBody,
  type ApiIssue,
  type HOUSEHOLD_ID_HEADER,
} from '@reno/domain';
import { onlineManager } from '@tanstack/react-query';
import { beginReconnecting } from './connection/reconnecting';
import { requireConnection } from './connection/offline-error';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-success HTTP response. `body` is the parsed error body of docs/product.md#api-errors (null when
 * the server sent none); `message` is derived from it for display: 'text|[issues]', 'text', or
 * 'status: body text'.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    message: string,
  ) {
    super(message);
  }

  static fromResponse(status: number, statusText: string, bodyText: string): ApiError {
    return new ApiError(status, readErrorBody(bodyText), composeErrorMessage(status, statusText, bodyText));
  }

  /** The field issues of a failed validation, or null. */
  get issues(): ApiIssue[] | null {
    return this.body?.details ?? null;
  }

  /** The server refused for the free plan's limit. */
  get upgradeRequired(): boolean {
    return this.body?.upgradeRequired === true;
  }
}

interface ApiClientSettings {
  /**
   * The API base of /config.json ('/api'); request paths are written as docs/product.md#api-conventions
   * gives them ('/api/…').
   */
  apiUrl: string;
  /** The Cognito ID token, or null when signed out. */
  getIdToken: () => Promise<string | null>;
}

let settings: ApiClientSettings = { apiUrl: '/api', getIdToken: async () => null };

export function configureApiClient(next: ApiClientSettings): void {
  settings = next;
}

function resolveApiUrl(path: string): string {
  if (!path.startsWith('/api')) return path;
  return settings.apiUrl.replace(/\/$/, '') + path.slice('/api'.length);
}

/**
 * The domain's HOUSEHOLD_ID_HEADER, written out: this module is in the first script every page loads, and
 * importing the constant would bring the domain's whole household module (its messages) along. The type
 * keeps the two equal.
 */
const HOUSEHOLD_HEADER: typeof HOUSEHOLD_ID_HEADER = 'X-Household-Id';

/** The household requests act in (docs/product.md#households); null: the signed-in user's own. */
let activeHouseholdId: string | null = null;

/**
 * Names the household every request from now on acts in. The active household is React state
 * (entities/household's ActiveHouseholdProvider, as the selected project is): that provider alone calls
 * this, to tell the client what it holds.
 */
export function setActiveHousehold(householdId: string | null): void {
  activeHouseholdId = householdId;
}

/** The header that names `householdId` to the API (none for the user's own). */
export function householdHeaders(householdId: string | null): Record<string, string> {
  return householdId ? { [HOUSEHOLD_HEADER]: householdId } : {};
}

/**
 * The headers the client adds to every request about the context it is made in: `X-Household-Id` of the
 * active household (none for the user's own). A write queued offline keeps them (entities/outbox) and is
 * sent with them later, whatever the context is by then: `options.headers` win over these.
 */
export function contextHeaders(): Record<string, string> {
  return householdHeaders(activeHouseholdId);
}

/** Whether headers kept from an earlier request (`contextHeaders()` then) name the context active now. */
export function isActiveContext(headers: Record<string, string>): boolean {
  return (headers[HOUSEHOLD_HEADER] ?? null) === activeHouseholdId;
}

export interface RequestOptions {
  /** Extra headers (e.g. the admin password header). */
  headers?: Record<string, string>;
  /**
   * Sent as the Idempotency-Key header: the server makes one record per key, so such a write is retried
   * like a read. Keep one key for every attempt at the same create.
   */
  idempotencyKey?: string;
}

/** Waits before each retry of a read or a keyed write: about 7.5 s in all, then the error is shown. */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000];
/** A server's Retry-After is followed up to this long. */
const MAX_RETRY_AFTER_MS = 5000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's Retry-After (seconds) when it gave one, else the next backoff step with some jitter. */
function delayBefore(retry: number, response: Response | null): number {
  const retryAfter = Number(response?.headers.get('Retry-After'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS);
  return RETRY_DELAYS_MS[retry]! * (0.75 + Math.random() / 2);
}

/**
 * One fetch, repeated while the server is unreachable or busy (a network failure or a 503) if the
 * request is safe to repeat: a GET, or a write with an Idempotency-Key. 'Reconnecting…' shows meanwhile.
 */
async function fetchWithRetries(url: string, init: RequestInit, retryable: boolean): Promise<Response> {
  let endWait: (() => void) | null = null;
  try {
    for (let retry = 0; ; retry++) {
      // Once the app knows it is offline, waiting for the server helps nobody (the caller queues or says so).
      const canRetry = retryable && retry < RETRY_DELAYS_MS.length && onlineManager.isOnline();
      let response: Response | null = null;
      try {
        response = await fetch(url, init);
      } catch (error) {
        if (!canRetry) throw error;
      }
      if (response && (response.status !== 503 || !canRetry)) return response;
      endWait ??= beginReconnecting();
      await wait(delayBefore(retry, response));
    }
  } finally {
    endWait?.();
  }
}

/** An answer's parsed body, with its headers (a paged list's X-Next-Cursor). */
export interface ApiAnswer<T> {
  body: T;
  headers: Headers;
}

/** A successful answer (ApiError otherwise), its body not read yet. */
async function apiResponse(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  // Offline, nothing is sent: the caller says so, or a form waits for the connection (use-save-form).
  requireConnection();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...contextHeaders(),
    ...options.headers,
  };
  const token = await settings.getIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const response = await fetchWithRetries(
    resolveApiUrl(path),
    {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    method === 'GET' || !!options.idempotencyKey,
  );
  if (!response.ok) {
    throw ApiError.fromResponse(response.status, response.statusText, await response.text());
  }
  return response;
}

async function apiExchange<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiAnswer<T>> {
  const response = await apiResponse(method, path, body, options);
  const text = await response.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

const apiRequest = async <T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions) =>
  (await apiExchange<T>(method, path, body, options)).body;

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  /** A GET of a file (a PDF): its bytes. */
  getFile: async (path: string, options?: RequestOptions) =>
    (await apiResponse('GET', path, undefined, options)).blob(),
  /** A GET whose answer's headers matter too. */
  getAnswer: <T>(path: string, options?: RequestOptions) => apiExchange<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, options),
};

/** Builds '/api/expenses?projectId=1&page=2', leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
