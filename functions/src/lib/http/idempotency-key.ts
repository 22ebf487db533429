import { createHash } from 'node:crypto';
import type { IdempotencyClaim } from '@reno/data';
import { ValidationError } from './errors';
import { headerValue } from './json-body';
import type { ApiEvent } from './router';

/** The IETF draft's header: the client's key for one create, sent again unchanged with every retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Visible ASCII, as a UUID or any opaque token is; the draft's quoted form is accepted too. */
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The create's claim on its Idempotency-Key, or undefined when the request has none. The fingerprint
 * (route and body) lets a key reused for a different request be refused rather than answered wrongly.
 */
export function idempotencyClaimOf(event: ApiEvent): IdempotencyClaim | undefined {
  const raw = headerValue(event.headers, IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return undefined;
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!KEY.test(key)) {
    throw new ValidationError([
      { path: [IDEMPOTENCY_KEY_HEADER], message: 'Idempotency-Key must be 1 to 255 visible characters' },
    ]);
  }
  const fingerprint = createHash('sha256')
    .update(`${event.routeKey}\n${event.body ?? ''}`)
    .digest('base64url');
  return { key, fingerprint };
}
