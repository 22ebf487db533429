// Shared pieces of the resumable cascades. A cascade first marks its parent `deleting` (new links to
// it are refused), then removes or unlinks children in transactions that also fix every aggregate,
// and finally deletes the parent. Each transaction leaves the table consistent, so a cascade that
// stops half-way is simply run again. Receipt/attachment keys of removed children are parked in
// OBJKEYS# items inside the same transactions, so an interrupted run loses none of them.
import type { DataContext } from '../context';
import { parkedObjectKeys } from '../access-patterns';
import { type ItemKey, parkedObjectKeysKey } from '../keys';
import { getItem, queryAll, sleep, updateItem, type Item } from '../requests';
import { TransactionBuilder } from '../transaction';

/** Children per transaction: each may touch its own day-count item and estimate, plus shared items. */
export const CASCADE_BATCH = 20;
const OUTBOX_IN_FINAL = 80;
const OUTBOX_FOLD = 50;

/** Marks the parent as being deleted (and bumps its version so racing optimistic writers re-read). */
export async function markDeleting(ctx: DataContext, key: ItemKey): Promise<boolean> {
  try {
    await updateItem(ctx, {
      Key: key,
      UpdateExpression: 'SET #deleting = :true ADD #version :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#deleting': 'deleting', '#version': 'version' },
      ExpressionAttributeValues: { ':true': true, ':one': 1 },
    });
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * The first step of deleting a parent: reads it and marks it `deleting`. Throws `notFound()` when it is
 * missing or another delete got there first.
 */
export async function beginDelete(ctx: DataContext, key: ItemKey, notFound: () => Error): Promise<Item> {
  const parent = await getItem(ctx, key);
  if (!parent || !(await markDeleting(ctx, key))) throw notFound();
  return parent;
}

export function parkObjectKeys(
  transaction: TransactionBuilder,
  householdId: string,
  cascade: string,
  tag: string,
  keys: string[],
): void {
  if (keys.length === 0) return;
  transaction.put({
    ...parkedObjectKeysKey(householdId, cascade, tag),
    entity: 'objectKeys',
    keys,
  });
}

function keysOf(item: Item): string[] {
  return Array.isArray(item.keys) ? item.keys.filter((key): key is string => typeof key === 'string') : [];
}

/**
 * Sends the cascade's last transaction (built by `addFinal`) together with the removal of the parked
 * keys, and returns those keys. Many parked items are first folded together, atomically.
 */
export async function finishWithParkedKeys(
  ctx: DataContext,
  householdId: string,
  cascade: string,
  addFinal: (transaction: TransactionBuilder) => void,
): Promise<string[]> {
  let parked = await queryAll(ctx, { ...parkedObjectKeys(householdId, cascade), ConsistentRead: true });
  while (parked.length > OUTBOX_IN_FINAL) {
    const group = parked.slice(0, OUTBOX_FOLD);
    const merged = {
      ...parkedObjectKeysKey(
        householdId,
        cascade,
        `MERGED#${Date.now()}#${Math.random().toString(36).slice(2, 10)}`,
      ),
      entity: 'objectKeys',
      keys: group.flatMap(keysOf),
    };
    const fold = new TransactionBuilder(ctx).put(merged);
    for (const item of group) fold.delete({ PK: String(item.PK), SK: String(item.SK) });
    await fold.send();
    parked = [merged, ...parked.slice(OUTBOX_FOLD)];
  }
  const transaction = new TransactionBuilder(ctx);
  addFinal(transaction);
  for (const item of parked) transaction.delete({ PK: String(item.PK), SK: String(item.SK) });
  await transaction.send();
  return parked.flatMap(keysOf);
}

/**
 * Runs `step` until it reports no work left. A step that found only stale index entries (GSIs are
 * eventually consistent in AWS) waits briefly; after many such rounds the cascade stops with an error
 * rather than spin, and can be run again.
 */
export async function repeatUntilDone(step: () => Promise<'done' | 'progress' | 'stale'>): Promise<void> {
  for (let staleRounds = 0; ;) {
    const outcome = await step();
    if (outcome === 'done') return;
    if (outcome === 'progress') {
      staleRounds = 0;
      continue;
    }
    if (++staleRounds > 50)
      throw new Error('cascade: index keeps returning removed items; run the delete again');
    await sleep(Math.min(500, 20 * staleRounds));
  }
}
