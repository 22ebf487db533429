/** A signed-in caller of the local stack's HTTP API (the local adapter, with its JWT authorizer). */
export interface ApiClient {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export class ApiCallError extends Error {
  constructor(
    readonly request: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${request} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'ApiCallError';
  }
}

/** `headers` go with every call (a member's `X-Household-Id`). */
export function createApiClient(
  baseUrl: string,
  idToken: string,
  headers: Record<string, string> = {},
): ApiClient {
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...headers,
          authorization: `Bearer ${idToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new ApiCallError(`${method} ${path}`, response.status, text);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}
