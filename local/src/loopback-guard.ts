import type { IncomingMessage, ServerResponse } from 'node:http';

/** `127.0.0.1`, `localhost` or `[::1]`, with an optional port: the names a loopback listener answers to. */
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

export const isLoopbackHost = (host: string | undefined): boolean => !!host && LOOPBACK_HOST.test(host);

/**
 * Why a request must not reach a local listener, or null when it may. Anything on the developer's
 * machine can send requests to 127.0.0.1, including web pages open in their browser:
 * - a `Host` that is not a loopback name is a page whose DNS name was rebound to 127.0.0.1;
 * - an `Origin` outside `allowedOrigins` (or `Sec-Fetch-Site: cross-site`) is another site's page.
 * Requests without an Origin (the SDKs, curl, navigations) pass on the Host check alone. A cross-site
 * page load (GET of a document) may come in: it is how the hosted UI (https, another site) sends the
 * browser back, and a page load reads nothing for the linking site and changes nothing.
 */
export function foreignRequestReason(
  req: IncomingMessage,
  allowedOrigins: (req: IncomingMessage) => readonly string[],
): string | null {
  if (!isLoopbackHost(req.headers.host))
    return `Host ${JSON.stringify(req.headers.host ?? '')} is not loopback`;
  if (req.headers['sec-fetch-site'] === 'cross-site' && !isDocumentNavigation(req))
    return 'cross-site request';
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedOrigins(req).includes(origin)) return `Origin ${origin} is not allowed`;
  return null;
}

/** Answers 403 and says why, in the API's error format (docs/product.md#api-errors). */
export function refuseForeignRequest(res: ServerResponse, reason: string): void {
  res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: `Forbidden: ${reason}. The local stack serves only its own pages.` }));
}

/** A top-level GET of a page: the browser shows the answer, the page that linked here never reads it. */
function isDocumentNavigation(req: IncomingMessage): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.headers['sec-fetch-mode'] === 'navigate' &&
    req.headers['sec-fetch-dest'] === 'document'
  );
}
