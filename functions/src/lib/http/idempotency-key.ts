import { createHash } from 'node:crypto';
import { storedAnswer, type Author, type IdempotencyClaim } from '@reno/data';
import { data } from '../data-context';
import { getActor } from './actor';
import { authorOf } from './edits';
import { ValidationError } from './errors';
import { headerValue } from './json-body';
import { created, type ApiResult } from './response';
import type { ApiEvent } from './router';

/** The IETF draft's header: the client's key for one create, sent again unchanged with every retry. */
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Visible ASCII, as a UUID or any opaque token is; the draft's quoted form is accepted too. */
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The create's claim on its Idempotency-Key, or undefined when the request has none. The fingerprint
 * (route, concrete path and body) lets a key reused for a different request be refused rather than answered
 * wrongly: the path names the record a create goes under (`/api/estimates/2/change-orders`), which the route
 * template (`/api/estimates/{id}/change-orders`) does not.
 */
function idempotencyClaimOf(event: ApiEvent): IdempotencyClaim | undefined {
  const raw = headerValue(event.headers, IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return undefined;
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!KEY.test(key)) {
    throw new ValidationError([
      { path: [IDEMPOTENCY_KEY_HEADER], message: 'Idempotency-Key must be 1 to 255 visible characters' },
    ]);
  }
  const fingerprint = createHash('sha256')
    .update(`${event.routeKey}\n${event.rawPath}\n${event.body ?? ''}`)
    .digest('base64url');
  return { key, fingerprint };
}

/**
 * A create's key and, when a create with that key already committed, its first answer, which the
 * handler returns before doing anything else again (such as looking for an upload the first one moved).
 */
export async function earlierCreate<T>(
  event: ApiEvent,
  householdId: string,
): Promise<{ idempotency: IdempotencyClaim | undefined; earlier: T | undefined }> {
  const idempotency = idempotencyClaimOf(event);
  const earlier = idempotency && (await storedAnswer<T>(data, householdId, idempotency));
  return { idempotency, earlier };
}

/**
 * A POST that creates once per Idempotency-Key → 201 the record, presented: the first create's record when it
 * committed (nothing in `create` runs again), else the one `create` makes with the key and the caller as author.
 */
export async function createdOnce<R>(
  event: ApiEvent,
  present: (record: R) => unknown | Promise<unknown>,
  create: (
    householdId: string,
    options: { idempotency: IdempotencyClaim | undefined; by: Author },
  ) => Promise<R>,
): Promise<ApiResult> {
  const actor = getActor(event);
  const { idempotency, earlier } = await earlierCreate<R>(event, actor.householdId);
  const record = earlier ?? (await create(actor.householdId, { idempotency, by: authorOf(actor) }));
  return created(await present(record));
}
