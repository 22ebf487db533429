import { isIPv4, isIPv6 } from 'node:net';
import { headerValue } from './json-body';
import { VIEWER_ADDRESS_HEADER } from './origin-header';
import type { ApiEvent } from './router';

/**
 * The caller's address. Behind CloudFront, API Gateway sees the edge's address; CloudFront passes the
 * viewer's in CloudFront-Viewer-Address ("ip:port") when the origin request policy forwards it.
 */
export function clientAddress(event: ApiEvent): string {
  const viewer = headerValue(event.headers, VIEWER_ADDRESS_HEADER);
  return guardedAddress(viewer ? viewer.replace(/:\d+$/, '') : event.requestContext.http.sourceIp);
}

/**
 * What per-client limits count by (the admin lock-out, password recovery): an IPv4 address as it is, an IPv6 address by its /64, since one client
 * holds a whole /64 and could otherwise try five passwords from each of its 2^64 addresses.
 */
export function guardedAddress(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
