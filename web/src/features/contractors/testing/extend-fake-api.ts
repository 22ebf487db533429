import type { FakeApi, RecordedRequest } from '../../../testing/fake-api';

/** Answers a request it knows (a thunk, run after any hold is released), or undefined to pass it on. */
export type ExtraRoutes = (request: RecordedRequest) => (() => Response) | undefined;

function toRecordedRequest(input: RequestInfo | URL, init: RequestInit): RecordedRequest {
  const url = new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://app.test',
  );
  const bodyText = typeof init.body === 'string' ? init.body : undefined;
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    search: url.searchParams,
    headers: new Headers(init.headers),
    body: bodyText === undefined ? undefined : JSON.parse(bodyText),
  };
}

/**
 * The shared fake API (web/src/testing/fake-api.ts) answers the routes of the screens built first; this
 * adds a feature's routes in front of it without touching it. Requests are recorded in the same list,
 * and `override` and `hold` keep working for the added routes.
 */
export function extendFakeApi(base: FakeApi, routes: ExtraRoutes): FakeApi {
  const overridden = new Set<string>();
  const holds = new Map<string, Promise<void>>();

  async function fetchImpl(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const request = toRecordedRequest(input, init);
    const key = `${request.method} ${request.path}`;
    const respond = overridden.has(key) ? undefined : routes(request);
    if (!respond) return base.fetch(input, init);
    base.requests.push(request);
    await holds.get(key);
    return respond();
  }

  return {
    ...base,
    fetch: fetchImpl,
    override(key, responder) {
      overridden.add(key);
      base.override(key, responder);
    },
    hold(key) {
      const releaseBase = base.hold(key);
      let releaseOwn = () => {};
      holds.set(
        key,
        new Promise<void>((resolve) => {
          releaseOwn = () => {
            holds.delete(key);
            resolve();
          };
        }),
      );
      return () => {
        releaseBase();
        releaseOwn();
      };
    },
  };
}

/** The URL's resource segments: '/api/contractors/3' → ['contractors', '3']. */
export function resourcePath(request: RecordedRequest): string[] {
  return request.path.split('/').filter(Boolean).slice(1);
}

/** The id segment as a number, or null when it is not all digits. */
export function idOf(segment: string | undefined): number | null {
  return segment !== undefined && /^\d+$/.test(segment) ? Number(segment) : null;
}
