import { issuesFromZod, type ApiIssue } from '@reno/domain';
import { http, type HttpHandler } from 'msw';

/** A request as the fake's handlers and the tests see it: the JSON body is parsed once. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
  /** performance.now() when it arrived, for tests of refetch timing. */
  at: number;
}

export interface RouteRequest extends RecordedRequest {
  /** The path parameters, by the names the route table gives them: `{id}` → params.id. */
  params: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** 400 with 'Validation failed' and one issue per field (docs/product.md#api-errors). */
export const validationFailed = (issues: ApiIssue[]) =>
  json(400, { error: 'Validation failed', details: issues });

/**
 * A zod parse's outcome as the API answers a bad body: its issues in the shape of docs/product.md#api-errors.
 */
export const invalidInput = (issues: Parameters<typeof issuesFromZod>[0]) =>
  validationFailed(issuesFromZod(issues));

export const notFound = (label: string) => json(404, { error: `${label} not found` });
export const deleted = (label: string) => json(200, { message: `${label} deleted successfully` });

/** An id path parameter as the API reads it: digits only, else the record cannot exist. */
export const idOf = (text: string | undefined): number | null =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : null;

export async function recordedRequest(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    path: url.pathname,
    search: url.searchParams,
    headers: request.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    at: performance.now(),
  };
}

/**
 * One route of the API, written with the route table's path (`/api/projects/{id}`), on any origin:
 * the web app calls a relative `/api`, the contract test an origin of its own.
 */
export function route(
  method: Method,
  path: string,
  respond: (request: RouteRequest) => Response | Promise<Response>,
): HttpHandler {
  const pattern = `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const handle = http[method.toLowerCase() as Lowercase<Method>];
  return handle(pattern, async ({ request, params }) =>
    respond({ ...(await recordedRequest(request)), params: params as Record<string, string> }),
  );
}
