// The two moves every entity module makes the same way: create a record (an id, then one transaction
// with what the create feeds) and get one by id.
import { nowOf, type DataContext } from './context';
import { createOnce, type IdempotencyClaim } from './idempotency';
import { allocateId, type Sequence } from './ids';
import type { ItemKey } from './keys';
import { getItem, type Item } from './requests';
import { conditions, runTransaction, TransactionBuilder } from './transaction';
import { num } from './validate';

/** A kind of record: its entity name, which also names its id sequence, and its key. */
interface RecordKind {
  entity: Sequence;
  keyOf: (userId: string, id: number) => ItemKey;
}

/** What every new item starts with: its key, entity, id and owner, both timestamps, version 1. */
interface NewItemBase extends ItemKey {
  entity: Sequence;
  id: number;
  userId: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** One attempt of a create: the new item, the answer, and what the transaction carries with the item. */
interface NewRecord<R> {
  item: Item & ItemKey;
  result: R;
  /** Aggregates, counters and checks that commit with the item (added after it). */
  alongside?: (transaction: TransactionBuilder) => void;
}

/**
 * UpdateItem (the id, from the kind's sequence) + one TransactWriteItems: the Idempotency-Key claimed with
 * the answer (createOnce), the item put where none exists, and what `attempt` adds alongside. `attempt`
 * builds the item on `base` and is re-run (re-reading what it reads) on conflicts; `now` is read once,
 * after the id.
 */
export function createRecord<R>(
  ctx: DataContext,
  userId: string,
  kind: RecordKind,
  idempotency: IdempotencyClaim | undefined,
  attempt: (base: NewItemBase, now: Date) => NewRecord<R> | Promise<NewRecord<R>>,
): Promise<R> {
  return createOnce(ctx, userId, idempotency, async (claimKey) => {
    const id = await allocateId(ctx, userId, kind.entity);
    const now = nowOf(ctx);
    const stamp = now.toISOString();
    const base = {
      ...kind.keyOf(userId, id),
      entity: kind.entity,
      id,
      userId,
      createdAt: stamp,
      updatedAt: stamp,
      version: 1,
    };
    return runTransaction(async () => {
      const { item, result, alongside } = await attempt(base, now);
      const transaction = new TransactionBuilder(ctx);
      claimKey(transaction, result);
      transaction.put(item, { condition: conditions.notExists });
      alongside?.(transaction);
      return { transaction, result };
    });
  });
}

/** What every record reads back from its item, as every create wrote it (NewItemBase). */
export function recordFields(item: Item) {
  return {
    id: num(item.id),
    userId: String(item.userId),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
  };
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
