// The two moves every entity module makes the same way: create a record (an id, then one transaction
// with what the create feeds) and get one by id.
import { nowOf, type DataContext } from './context';
import { editsOf, newEdits, nextEdits, requireEditedVersion, type Author, type EditOptions } from './edits';
import { NotFoundError, type EntityName } from './errors';
import { createOnce, type IdempotencyClaim } from './idempotency';
import { allocateId, type Sequence } from './ids';
import type { ItemKey } from './keys';
import type { KeyQuery } from './access-patterns';
import { readListPage, type ListPageOptions } from './list-pages';
import { batchGet, getItem, queryAll, type Item } from './requests';
import { conditions, ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import { num } from './validate';

/** A kind of record: its entity name, which also names its id sequence, and its key. */
interface RecordKind {
  entity: Sequence;
  keyOf: (householdId: string, id: number) => ItemKey;
}

/** What every new item starts with: its key, entity, id and owner, both timestamps, version 1, its author. */
interface NewItemBase extends ItemKey, Item {
  entity: Sequence;
  id: number;
  userId: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** What a create says about itself: its Idempotency-Key, and who makes it. */
export interface CreateOptions {
  idempotency?: IdempotencyClaim | undefined;
  by?: Author | undefined;
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
  householdId: string,
  kind: RecordKind,
  options: CreateOptions,
  attempt: (base: NewItemBase, now: Date) => NewRecord<R> | Promise<NewRecord<R>>,
): Promise<R> {
  return createOnce(ctx, householdId, options.idempotency, async (claimKey) => {
    const id = await allocateId(ctx, householdId, kind.entity);
    const now = nowOf(ctx);
    const stamp = now.toISOString();
    const base = {
      ...kind.keyOf(householdId, id),
      entity: kind.entity,
      id,
      userId: householdId,
      createdAt: stamp,
      updatedAt: stamp,
      version: 1,
      ...newEdits(options.by),
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

/** What a kind's create builds its item on: the checked fields, the base, and what `ready` read first. */
interface CreateAttempt<F, P> {
  ctx: DataContext;
  householdId: string;
  fields: F;
  base: NewItemBase;
  now: Date;
  ready: P;
}

/** A kind's create as its module exports it. */
export type RecordCreate<I, R> = (
  ctx: DataContext,
  householdId: string,
  input: I,
  options?: CreateOptions,
) => Promise<R>;

/**
 * A kind's create, written once for every entity module: the input checked into the item's fields
 * (`fieldsOf`: InvalidInputError before anything is read), `ready` read once before an id is taken (what must
 * be there first: the parent home or room, NotFoundError), then createRecord with the item `attempt` builds.
 */
export function recordCreator<I, F, R, P = undefined>(spec: {
  kind: RecordKind;
  fieldsOf: (input: I) => F;
  ready?: (ctx: DataContext, householdId: string, fields: F, options: CreateOptions) => Promise<P>;
  attempt: (made: CreateAttempt<F, P>) => NewRecord<R> | Promise<NewRecord<R>>;
}): RecordCreate<I, R> {
  return async (ctx, householdId, input, options = {}) => {
    const fields = spec.fieldsOf(input);
    const ready = (await spec.ready?.(ctx, householdId, fields, options)) as P;
    return createRecord(ctx, householdId, spec.kind, options, (base, now) =>
      spec.attempt({ ctx, householdId, fields, base, now, ready }),
    );
  };
}

/** What every record reads back from its item, as every create wrote it (NewItemBase). */
export function recordFields(item: Item) {
  return {
    id: num(item.id),
    userId: String(item.userId),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    ...editsOf(item),
  };
}

/**
 * A get by id (a number, or a member's user id): one GetItem of the household's item, as its record; null
 * when missing or not this household's.
 */
export function recordGetter<R, K = number>(
  keyOf: (householdId: string, id: K) => ItemKey,
  toRecord: (item: Item) => R,
): (ctx: DataContext, householdId: string, id: K) => Promise<R | null> {
  return async (ctx, householdId, id) => {
    const item = await getItem(ctx, keyOf(householdId, id));
    return item ? toRecord(item) : null;
  };
}

/**
 * A get of several by id: one BatchGetItem of the user's items (100 a request), as records, those that exist
 * in no set order: a reader that meets ids a page at a time (the records archive) reads only those.
 */
export function recordsGetter<R>(
  keyOf: (householdId: string, id: number) => ItemKey,
  toRecord: (item: Item) => R,
): (ctx: DataContext, householdId: string, ids: Iterable<number>) => Promise<R[]> {
  return async (ctx, householdId, ids) => {
    const keys = [...new Set(ids)].map((id) => keyOf(householdId, id));
    return keys.length === 0 ? [] : (await batchGet(ctx, keys)).map(toRecord);
  };
}

/**
 * A list of one kind: the Queries of `pattern` (the household's partition, or a parent's within it: a home's
 * rooms), as records, in key order.
 */
export function recordLister<P extends unknown[], R>(
  pattern: (householdId: string, ...parent: P) => KeyQuery,
  toRecord: (item: Item) => R,
): (ctx: DataContext, householdId: string, ...parent: P) => Promise<R[]> {
  return async (ctx, householdId, ...parent) =>
    (await queryAll(ctx, pattern(householdId, ...parent))).map(toRecord);
}

/** A page of a list (list-pages.ts): the records and where the next page starts. */
export interface RecordPage<R> {
  records: R[];
  nextCursor: string | null;
}

/** One page of a list of one kind: one Query (`query`) from the cursor, in key order. */
export async function readRecordPage<R>(
  ctx: DataContext,
  query: KeyQuery,
  toRecord: (item: Item) => R,
  options: ListPageOptions,
): Promise<RecordPage<R>> {
  const page = await readListPage(ctx, query, options);
  return { records: page.items.map(toRecord), nextCursor: page.nextCursor };
}

/** One page of a list from a cursor (null: its first page), e.g. a list page function with its limit bound. */
export type RecordPageReader<R> = (cursor: string | null) => Promise<RecordPage<R>>;

/**
 * A list page after page from its first, each by the cursor of the one before: a reader that must go
 * through all of it (the records archive) holds one page at a time.
 */
export async function* recordPages<R>(readPage: RecordPageReader<R>): AsyncGenerator<RecordPage<R>> {
  let cursor: string | null = null;
  do {
    const page: RecordPage<R> = await readPage(cursor);
    yield page;
    cursor = page.nextCursor;
  } while (cursor !== null);
}

/**
 * The first `max` records of a list, read page by page, and whether it goes on past them: a reader that
 * needs only a bounded part of a list (the assistant's context) reads no further.
 */
export async function leadingRecords<R>(
  readPage: RecordPageReader<R>,
  max: number,
): Promise<{ records: R[]; more: boolean }> {
  const records: R[] = [];
  for await (const page of recordPages(readPage)) {
    records.push(...page.records);
    if (records.length >= max)
      return { records: records.slice(0, max), more: records.length > max || page.nextCursor !== null };
  }
  return { records, more: false };
}

/**
 * The record an edit starts from, read again in every attempt of its transaction: NotFoundError when it is
 * missing or being deleted, StaleEditError when it moved past the edit's version (edits.ts). One GetItem.
 */
export async function currentForEdit(
  ctx: DataContext,
  record: { entity: EntityName; key: ItemKey; id: number },
  edit: EditOptions,
): Promise<Item> {
  const current = await getItem(ctx, record.key);
  if (!current || current.deleting) throw new NotFoundError(record.entity, record.id);
  requireEditedVersion(record.entity, record.id, current, edit);
  return current;
}

/** An update of some attributes of one record, and what must commit with it. */
export interface RecordChange {
  set: Item;
  alongside?: (transaction: TransactionBuilder) => void;
}

/**
 * An update that sets some attributes of a record: GetItem (NotFoundError when missing or being deleted),
 * the edit check (StaleEditError, edits.ts), then one TransactWriteItems conditional on the version read,
 * re-run when it moved. Stamps the editor, `updatedAt` and the next edit number.
 */
export function updateRecord<R>(
  ctx: DataContext,
  record: { entity: EntityName; key: ItemKey; id: number },
  edit: EditOptions,
  change: (current: Item) => RecordChange,
  toRecord: (item: Item) => R,
): Promise<R> {
  return runTransaction(async () => {
    const current = await currentForEdit(ctx, record, edit);
    const { set, alongside } = change(current);
    const version = num(current.version);
    const stamped = {
      ...set,
      updatedAt: nowOf(ctx).toISOString(),
      version: version + 1,
      ...nextEdits(current, edit.by),
    };
    const transaction = new TransactionBuilder(ctx).update(
      record.key,
      { set: stamped },
      {
        condition: conditions.versionIs(version),
        onConditionFailed: () => new ConcurrencyRetry(`${record.entity} changed`),
      },
    );
    alongside?.(transaction);
    return { transaction, result: toRecord({ ...current, ...stamped }) };
  });
}
