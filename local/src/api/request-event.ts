import type { IncomingMessage } from 'node:http';
import { buildHttpEvent, type HttpEventInput } from '@reno/api-gateway';
import { VIEWER_ADDRESS_HEADER } from '@reno/functions/host';

/** The payload 2.0 event for a request that reached the local stack's listener. */
export function requestEvent(
  req: IncomingMessage,
  body: Buffer,
  routing: Pick<HttpEventInput, 'routeKey' | 'pathParameters' | 'authorization'>,
) {
  const headers: [string, string][] = [];
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    headers.push([req.rawHeaders[index]!, req.rawHeaders[index + 1]!]);
  }
  const sourceIp = normaliseIp(req.socket.remoteAddress);
  const event = buildHttpEvent({
    ...routing,
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers,
    body,
    sourceIp,
    protocol: `HTTP/${req.httpVersion}`,
    port: req.socket.localPort,
  });
  // CloudFront, in front of both the API and the chat function URL, sets the viewer's address from the
  // connection and drops any value the client sent: the admin lock-out and recovery limits count by it.
  event.headers[VIEWER_ADDRESS_HEADER] = `${sourceIp}:${req.socket.remotePort ?? 0}`;
  return event;
}

/** The client IP of a connection, IPv4 as it is written (not as an IPv4-mapped IPv6 address). */
export function normaliseIp(address: string | undefined): string {
  if (!address) return '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
