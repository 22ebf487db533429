import { composeErrorMessage } from '@reno/domain';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-success HTTP response; `message` follows SPEC §8 ('text|[issues]' or '404: Not Found'). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface ApiClientSettings {
  /** The API base of /config.json ('/api'); request paths are written as SPEC §7 gives them ('/api/…'). */
  apiUrl: string;
  /** The Cognito ID token, or null when signed out. */
  getIdToken: () => Promise<string | null>;
}

let settings: ApiClientSettings = { apiUrl: '/api', getIdToken: async () => null };

export function configureApiClient(next: ApiClientSettings): void {
  settings = next;
}

export function resolveApiUrl(path: string): string {
  if (!path.startsWith('/api')) return path;
  return settings.apiUrl.replace(/\/$/, '') + path.slice('/api'.length);
}

export interface RequestOptions {
  /** Extra headers (e.g. the admin password header). */
  headers?: Record<string, string>;
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = await settings.getIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(resolveApiUrl(path), {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(composeErrorMessage(response.status, response.statusText, text), response.status);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
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
