// Items of a home's rooms (issue 53): appliances, fixtures, finishes, materials and systems, with what paid
// for them and their warranty. Each lives in the household's partition (HOMEITEM#<id>: the reminder sweep reads
// every warranty in one Query) and in its room's partition of the projectItems index (a room's items are one
// Query, paged). A room counts its items (`itemCount`, in the same transaction as the item's create, move and
// delete) and is not deleted while it has any. The item's cost is not stored: it is read from its linked
// expenses with the item (one BatchGetItem a page), so an expense changed or deleted is never out of step.
import type { HomeItemInput, HomeItemKind, Warranty, WarrantyEnding } from '@reno/domain';
import type { DataContext } from './context';
import { householdHomeItems, roomItems } from './access-patterns';
import type { EditOptions } from './edits';
import { NotFoundError } from './errors';
import { countedIn } from './home-counts';
import { itemFieldsReader } from './item-fields';
import { expenseKey, homeItemInRoom, homeItemKey } from './keys';
import { requireLiveContractor } from './live-links';
import { readListPage, type ListPageOptions } from './list-pages';
import { recordCreator, recordFields, updateRecord, type RecordPage } from './records';
import { markRemindable } from './reminders-index';
import { batchGet, getItem, queryAll, type Item } from './requests';
import { conditions, ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import {
  num,
  objectKeysOf,
  optionalCalendarDate,
  optionalId,
  optionalText,
  requireId,
  requireText,
  str,
} from './validate';

/** An item's fields as the API's schema reads them (docs/product.md#validation-home-item). */
export type { HomeItemInput };

/** An expense that pays for an item, as read with it. */
interface LinkedExpense {
  id: number;
  description: string;
  date: string;
  amountCents: number;
  /** Its receipt (the home packet packs it). */
  imageUrl: string | null;
}

/** An item as the API answers it: its linked expenses that still exist, and their sum. */
export interface HomeItemRecord extends HomeItemInput {
  id: number;
  userId: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  createdBy: ReturnType<typeof recordFields>['createdBy'];
  updatedBy: ReturnType<typeof recordFields>['updatedBy'];
  expenses: LinkedExpense[];
  costCents: number;
}

const homeItemFieldsOf = itemFieldsReader({
  number: ['roomId'],
  text: ['name'],
  optionalText: ['brand', 'model', 'serial', 'colourName', 'colourCode', 'sheen', 'supplier', 'installDate'],
  optionalNumber: ['contractorId'],
});

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The stored item, before its linked expenses are read. */
export function storedHomeItem(item: Item) {
  return {
    ...recordFields(item),
    version: num(item.version),
    ...homeItemFieldsOf(item),
    kind: String(item.kind) as HomeItemKind,
    expenseIds: listOf<number>(item.expenseIds).map(Number),
    documents: listOf<string>(item.documents).map(String),
    warranty: (item.warranty as Warranty | undefined) ?? null,
  };
}
type StoredHomeItem = ReturnType<typeof storedHomeItem>;

/** Reads the expenses the items link to (one BatchGetItem) and answers each with those still there. */
async function withCosts(
  ctx: DataContext,
  householdId: string,
  items: StoredHomeItem[],
): Promise<HomeItemRecord[]> {
  const ids = [...new Set(items.flatMap((item) => item.expenseIds))];
  const found = await batchGet(
    ctx,
    ids.map((id) => expenseKey(householdId, id)),
  );
  const byId = new Map(
    found
      .filter((expense) => expense.deleting === undefined)
      .map((expense): [number, LinkedExpense] => [
        num(expense.id),
        {
          id: num(expense.id),
          description: String(expense.description),
          date: String(expense.date),
          amountCents: num(expense.amountCents),
          imageUrl: str(expense.imageUrl),
        },
      ]),
  );
  return items.map((item) => {
    const expenses = item.expenseIds.flatMap((id) => byId.get(id) ?? []);
    return {
      ...item,
      expenseIds: expenses.map((expense) => expense.id),
      expenses,
      costCents: expenses.reduce((sum, expense) => sum + expense.amountCents, 0),
    };
  });
}

function homeItemFields(input: HomeItemInput) {
  return {
    roomId: requireId('roomId', input.roomId),
    kind: input.kind,
    name: requireText('name', input.name),
    brand: optionalText(input.brand),
    model: optionalText(input.model),
    serial: optionalText(input.serial),
    colourName: optionalText(input.colourName),
    colourCode: optionalText(input.colourCode),
    sheen: optionalText(input.sheen),
    supplier: optionalText(input.supplier),
    contractorId: optionalId('contractorId', input.contractorId),
    installDate: optionalCalendarDate('installDate', input.installDate),
    expenseIds: input.expenseIds.map((id) => requireId('expenseIds', id)),
    documents: input.documents,
    warranty: input.warranty,
  };
}
type HomeItemFields = ReturnType<typeof homeItemFields>;

const itemCount = countedIn('room', 'itemCount');

/**
 * What an item's write checks and feeds beside it: the contractor who installed it and each linked expense
 * live (NotFoundError) when the write links them anew (one deleted since an earlier write stays named: the
 * answer leaves a missing expense out), and the household on the reminder sweep's list when it has a warranty.
 */
function linksOf(
  transaction: TransactionBuilder,
  householdId: string,
  fields: HomeItemFields,
  before: Pick<HomeItemFields, 'contractorId' | 'expenseIds'> = { contractorId: null, expenseIds: [] },
) {
  if (fields.contractorId !== before.contractorId)
    requireLiveContractor(transaction, householdId, fields.contractorId);
  for (const id of fields.expenseIds.filter((id) => !before.expenseIds.includes(id)))
    transaction.check(expenseKey(householdId, id), conditions.live, () => new NotFoundError('expense', id));
  if (fields.warranty) markRemindable(transaction, householdId);
}

/**
 * UpdateItem (sequence) + BatchGetItem (the linked expenses, for the answer) + one TransactWriteItems: the
 * item, its room's count, the checks of its links.
 */
export const createHomeItem = recordCreator({
  kind: { entity: 'homeItem', keyOf: homeItemKey },
  fieldsOf: homeItemFields,
  attempt: async ({ ctx, householdId, fields, base }) => {
    const item = { ...base, ...fields, ...homeItemInRoom(householdId, fields.roomId, base.id) };
    const [result] = await withCosts(ctx, householdId, [storedHomeItem(item)]);
    return {
      item,
      result: result as HomeItemRecord,
      alongside: (transaction) => {
        itemCount.into(transaction, householdId, fields.roomId);
        linksOf(transaction, householdId, fields);
      },
    };
  },
});

/** GetItem (+ BatchGetItem of its expenses); null when missing. */
export async function getHomeItem(
  ctx: DataContext,
  householdId: string,
  id: number,
): Promise<HomeItemRecord | null> {
  const item = await getItem(ctx, homeItemKey(householdId, id));
  if (!item) return null;
  return (await withCosts(ctx, householdId, [storedHomeItem(item)]))[0] ?? null;
}

/** One page of a room's items by id (one Query, list-pages.ts) with their linked expenses (one BatchGetItem). */
export async function listHomeItemPage(
  ctx: DataContext,
  householdId: string,
  roomId: number,
  options: ListPageOptions,
): Promise<RecordPage<HomeItemRecord>> {
  const page = await readListPage(ctx, roomItems(householdId, roomId), options);
  return {
    records: await withCosts(ctx, householdId, page.items.map(storedHomeItem)),
    nextCursor: page.nextCursor,
  };
}

/**
 * Changes every field, or moves it to another room: GetItem + one TransactWriteItems (updateRecord; a move
 * also counts it out of the old room and into the new) + BatchGetItem for the answer. Answers the object keys
 * it no longer names (documents replaced), for the caller to delete. NotFoundError, StaleEditError.
 */
export async function updateHomeItem(
  ctx: DataContext,
  householdId: string,
  id: number,
  input: HomeItemInput,
  edit: EditOptions = {},
): Promise<{ item: HomeItemRecord; droppedObjectKeys: string[] }> {
  const fields = homeItemFields(input);
  const record = { entity: 'homeItem', key: homeItemKey(householdId, id), id } as const;
  let dropped: string[] = [];
  const updated = await updateRecord(
    ctx,
    record,
    edit,
    (current) => {
      const before = storedHomeItem(current);
      const from = before.roomId;
      const kept = new Set(filesOf(fields));
      dropped = filesOf(before).filter((key) => !kept.has(key));
      return {
        set: { ...fields, ...homeItemInRoom(householdId, fields.roomId, id) },
        alongside: (transaction) => {
          itemCount.move(transaction, householdId, from, fields.roomId);
          linksOf(transaction, householdId, fields, before);
        },
      };
    },
    storedHomeItem,
  );
  const [item] = await withCosts(ctx, householdId, [updated]);
  return { item: item as HomeItemRecord, droppedObjectKeys: dropped };
}

/** Every stored file an item names: its documents and its warranty's document. */
const filesOf = (item: Pick<HomeItemInput, 'documents' | 'warranty'>) =>
  objectKeysOf(...item.documents, item.warranty?.document);

/**
 * GetItem + one TransactWriteItems: the item (while it is still in that room) and its room's count. Answers
 * the object keys it named, for the caller to delete.
 */
export async function deleteHomeItem(
  ctx: DataContext,
  householdId: string,
  id: number,
): Promise<{ objectKeys: string[] }> {
  const key = homeItemKey(householdId, id);
  return runTransaction(async () => {
    const item = await getItem(ctx, key);
    if (!item) throw new NotFoundError('homeItem', id);
    const stored = storedHomeItem(item);
    const transaction = new TransactionBuilder(ctx).delete(key, {
      condition: conditions.stillIn('roomId', stored.roomId),
      onConditionFailed: () => new ConcurrencyRetry('item moved or deleted meanwhile'),
    });
    itemCount.outOf(transaction, householdId, stored.roomId);
    return { transaction, result: { objectKeys: filesOf(stored) } };
  });
}

/**
 * The warranties of the household's items that end from `from` to `to` ('YYYY-MM-DD', both included), soonest
 * first: one Query of its items (householdHomeItems), paged.
 */
export async function listWarrantiesEnding(
  ctx: DataContext,
  householdId: string,
  { from, to }: { from: string; to: string },
): Promise<WarrantyEnding[]> {
  return (await queryAll(ctx, householdHomeItems(householdId)))
    .map(storedHomeItem)
    .flatMap(({ id, roomId, name, warranty }) =>
      warranty && warranty.endsOn >= from && warranty.endsOn <= to
        ? [{ itemId: id, roomId, name, endsOn: warranty.endsOn, contact: warranty.contact }]
        : [],
    )
    .sort((a, b) => a.endsOn.localeCompare(b.endsOn) || a.itemId - b.itemId);
}
