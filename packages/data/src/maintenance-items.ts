// A maintenance task's item (docs/product.md#validation-maintenance): an item of the home record in the task's
// own home. Checked when a write names it (the item, then its room: two GetItems) and again in the write's
// transaction, so an item moved out of the home or deleted meanwhile is refused, never linked. A task answers
// its item's name, read with it (one BatchGetItem a page); an item deleted since leaves the task naming none.
import { MAINTENANCE_MESSAGES } from '@reno/domain';
import type { DataContext } from './context';
import { InvalidInputError } from './errors';
import { homeItemKey, roomKey } from './keys';
import { batchGet, getItem } from './requests';
import { conditions, type TransactionBuilder } from './transaction';
import { num } from './validate';

/** What a write that names an item adds to its transaction, and the item's name for the answer. */
interface ItemOfHome {
  itemName: string | null;
  alongside: (transaction: TransactionBuilder) => void;
}

const NO_ITEM: ItemOfHome = { itemName: null, alongside: () => undefined };

/** The item `itemId` names when it is in home `homeId`; InvalidInputError (400 on `itemId`) otherwise. */
export async function requireItemOfHome(
  ctx: DataContext,
  householdId: string,
  homeId: number,
  itemId: number | null,
): Promise<ItemOfHome> {
  if (itemId === null) return NO_ITEM;
  const refuse = () => new InvalidInputError('itemId', MAINTENANCE_MESSAGES.itemNotInHome);
  const item = await getItem(ctx, homeItemKey(householdId, itemId));
  if (!item) throw refuse();
  const roomId = num(item.roomId);
  const room = await getItem(ctx, roomKey(householdId, roomId));
  if (!room || num(room.homeId) !== homeId) throw refuse();
  return {
    itemName: String(item.name),
    alongside: (transaction) => {
      transaction.check(homeItemKey(householdId, itemId), conditions.equals('roomId', roomId), refuse);
      transaction.check(roomKey(householdId, roomId), conditions.equals('homeId', homeId), refuse);
    },
  };
}

/** The tasks with their items' names (one BatchGetItem); a task whose item is gone names none. */
export async function withItemNames<T extends { itemId: number | null }>(
  ctx: DataContext,
  householdId: string,
  tasks: T[],
): Promise<(T & { itemName: string | null })[]> {
  const ids = [...new Set(tasks.flatMap((task) => (task.itemId === null ? [] : [task.itemId])))];
  const found = await batchGet(
    ctx,
    ids.map((id) => homeItemKey(householdId, id)),
  );
  const names = new Map(found.map((item) => [num(item.id), String(item.name)]));
  return tasks.map((task) => {
    const itemName = task.itemId === null ? undefined : names.get(task.itemId);
    return { ...task, itemId: itemName === undefined ? null : task.itemId, itemName: itemName ?? null };
  });
}
