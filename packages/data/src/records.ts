// The two moves every entity module makes the same way: create a record (an id, then one transaction
// with what the create feeds) and get one by id.
import { nowOf, type DataContext } from './context';
import { createOnce, type IdempotencyClaim } from './idempotency';
import { allocateId, type Sequence } from './ids';
import type { ItemKey } from './keys';
import { getItem, type Item } from './requests';
import { conditions, runTransaction, TransactionBuilder } from './transaction';

/** One attempt of a create: the new item, the answer, and what the transaction carries with the item. */
interface NewRecord<R> {
  item: Item & ItemKey;
  result: R;
  /** Aggregates, counters and checks that commit with the item (added after it). */
  alongside?: (transaction: TransactionBuilder) => void;
}

/**
 * UpdateItem (the id, from the user's `sequence`) + one TransactWriteItems: the Idempotency-Key claimed
 * with the answer (createOnce), the item put where none exists, and what `attempt` adds alongside. The
 * attempt is re-run (re-reading what it reads) on conflicts; `now` is read once, after the id.
 */
export function createRecord<R>(
  ctx: DataContext,
  userId: string,
  sequence: Sequence,
  idempotency: IdempotencyClaim | undefined,
  attempt: (id: number, now: Date) => NewRecord<R> | Promise<NewRecord<R>>,
): Promise<R> {
  return createOnce(ctx, userId, idempotency, async (claimKey) => {
    const id = await allocateId(ctx, userId, sequence);
    const now = nowOf(ctx);
    return runTransaction(async () => {
      const { item, result, alongside } = await attempt(id, now);
      const transaction = new TransactionBuilder(ctx);
      claimKey(transaction, result);
      transaction.put(item, { condition: conditions.notExists });
      alongside?.(transaction);
      return { transaction, result };
    });
  });
}

/** A get by id: one GetItem of the user's item, as its record; null when missing or not this user's. */
export function recordGetter<R>(
  keyOf: (userId: string, id: number) => ItemKey,
  toRecord: (item: Item) => R,
): (ctx: DataContext, userId: string, id: number) => Promise<R | null> {
  return async (ctx, userId, id) => {
    const item = await getItem(ctx, keyOf(userId, id));
    return item ? toRecord(item) : null;
  };
}
