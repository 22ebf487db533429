import type { IncomingMessage } from 'node:http';
import { buildHttpEvent, type HttpEventInput } from '@reno/api-gateway';

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
  return buildHttpEvent({
    ...routing,
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers,
    body,
    sourceIp: normaliseIp(req.socket.remoteAddress),
    protocol: `HTTP/${req.httpVersion}`,
    port: req.socket.localPort,
  });
}

function normaliseIp(address: string | undefined): string {
  if (!address) return '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
