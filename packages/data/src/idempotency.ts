import { nowOf, type DataContext } from './context';
import { IdempotencyKeyReusedError } from './errors';
import { idempotencyKey } from './keys';
import { getItem } from './requests';
import { conditions, type TransactionBuilder } from './transaction';

/** How long a key is remembered: a client retrying later than this makes a new record. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;

/** A create's Idempotency-Key and what identifies its request, so a key reused for another is refused. */
export interface IdempotencyClaim {
  key: string;
  /** e.g. a hash of the route, the concrete path and the body. */
  fingerprint: string;
}

/** Thrown inside the transaction when another request with the key committed first. */
class KeyTaken extends Error {}

/**
 * The first answer stored under the claim's key, if one committed and has not expired (undefined
 * otherwise). Throws IdempotencyKeyReusedError when the key came with a different request.
 */
export async function storedAnswer<T>(
  ctx: DataContext,
  householdId: string,
  claim: IdempotencyClaim,
): Promise<T | undefined> {
  const item = await getItem(ctx, idempotencyKey(householdId, claim.key));
  if (!item || Number(item.expiresAt) * 1000 <= nowOf(ctx).getTime()) return undefined;
  if (item.fingerprint !== claim.fingerprint) throw new IdempotencyKeyReusedError();
  return JSON.parse(String(item.answer)) as T;
}

/** Adds the key to a create's transaction, first, so a second request with it cannot commit alongside. */
export type ClaimKey = (transaction: TransactionBuilder, answer: unknown) => void;

/**
 * Runs `create` at most once per key: a request whose key already committed gets that first answer
 * again, whether it arrives later (a retry after a lost response) or at the same time (a replay). The
 * key is written inside the create's own transaction, so a create that committed, even one whose
 * answer never arrived, has its key, and one that failed has none: a repeat fails that transaction and
 * reads the first answer then. The API looks for an earlier answer before it calls this (storedAnswer),
 * so a repeat usually never gets here. Without a claim, `create` just runs.
 */
export async function createOnce<T>(
  ctx: DataContext,
  householdId: string,
  claim: IdempotencyClaim | undefined,
  create: (claimKey: ClaimKey) => Promise<T>,
): Promise<T> {
  if (!claim) return create(() => {});
  const claimKey: ClaimKey = (transaction, answer) => {
    const expiresAt = Math.floor(nowOf(ctx).getTime() / 1000) + IDEMPOTENCY_KEY_TTL_SECONDS;
    const item = {
      ...idempotencyKey(householdId, claim.key),
      fingerprint: claim.fingerprint,
      answer: JSON.stringify(answer),
      expiresAt,
    };
    // An expired key may still be there (TTL deletes lazily): it may be taken over.
    const free = (p: Parameters<typeof conditions.notExists>[0]) =>
      `${conditions.notExists(p)} OR ${p.name('expiresAt')} <= ${p.value(expiresAt - IDEMPOTENCY_KEY_TTL_SECONDS)}`;
    transaction.put(item, { condition: free, onConditionFailed: () => new KeyTaken() });
  };
  try {
    return await create(claimKey);
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await storedAnswer<T>(ctx, householdId, claim);
    if (first === undefined) throw error;
    return first;
  }
}
