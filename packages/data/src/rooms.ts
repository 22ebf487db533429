// Rooms (issue 53): the rooms and areas of a home. Each lives in the household's partition (ROOM#<id>) and
// in its home's partition of the projectItems index, so a home's rooms are one Query. A home counts its
// rooms (`roomCount`, in the same transaction as the room's create, move and delete), and is not deleted
// while it has any (homes.ts); a room counts its items and photos the same way (home-items.ts, photos.ts).
import { HOME_MESSAGES, type Room } from '@reno/domain';
import type { DataContext } from './context';
import { homeRooms } from './access-patterns';
import type { EditOptions } from './edits';
import { HomeInUseError, NotFoundError } from './errors';
import { itemFieldsReader } from './item-fields';
import { countedIn, homeReady } from './home-counts';
import { roomInHome, roomKey } from './keys';
import { recordCreator, recordFields, recordGetter, recordLister, updateRecord } from './records';
import { getItem, type Item } from './requests';
import { ConcurrencyRetry, conditions, runTransaction, TransactionBuilder } from './transaction';
import { num, requireId, requireText } from './validate';

export interface RoomInput {
  homeId: number;
  name: string;
}

/** A room as stored: what the API answers. */
export type RoomRecord = Room;

const roomFieldsOf = itemFieldsReader({ text: ['name'], number: ['homeId'] });

function toRoomRecord(item: Item): RoomRecord {
  return { ...recordFields(item), ...roomFieldsOf(item) };
}

const roomFields = (input: RoomInput) => ({
  homeId: requireId('homeId', input.homeId),
  name: requireText('name', input.name),
});

const roomCount = countedIn('home', 'roomCount');

/** UpdateItem (sequence) + one TransactWriteItems: the room, and its home's count (NotFoundError). */
export const createRoom = recordCreator({
  kind: { entity: 'room', keyOf: roomKey },
  fieldsOf: roomFields,
  ready: (ctx, householdId, fields, options) => homeReady(ctx, householdId, fields.homeId, options.by),
  attempt: ({ householdId, fields, base }) => {
    const item = { ...base, ...fields, ...roomInHome(householdId, fields.homeId, base.id) };
    return {
      item,
      result: toRoomRecord(item),
      alongside: (transaction) => roomCount.into(transaction, householdId, fields.homeId),
    };
  },
});

/** One GetItem; null when missing. */
export const getRoom = recordGetter(roomKey, toRoomRecord);

/** A home's rooms by id: one Query (homeRooms). */
export const listRooms = recordLister(homeRooms, toRoomRecord);

/**
 * Renames it, or moves it to another home: GetItem + one TransactWriteItems (updateRecord; a move also
 * counts it out of the old home and into the new). NotFoundError, StaleEditError.
 */
export async function updateRoom(
  ctx: DataContext,
  householdId: string,
  roomId: number,
  input: RoomInput,
  edit: EditOptions = {},
): Promise<RoomRecord> {
  const fields = roomFields(input);
  await homeReady(ctx, householdId, fields.homeId, edit.by);
  const record = { entity: 'room', key: roomKey(householdId, roomId), id: roomId } as const;
  return updateRecord(
    ctx,
    record,
    edit,
    (current) => {
      const from = num(current.homeId);
      return {
        set: { ...fields, ...roomInHome(householdId, fields.homeId, roomId) },
        alongside: (transaction) => roomCount.move(transaction, householdId, from, fields.homeId),
      };
    },
    toRoomRecord,
  );
}

/**
 * GetItem + one TransactWriteItems: the room (while it is still in that home and has no items or photos: a
 * room with either is kept, HomeInUseError with their count) and its home's count.
 */
export async function deleteRoom(ctx: DataContext, householdId: string, roomId: number): Promise<RoomRecord> {
  const key = roomKey(householdId, roomId);
  return runTransaction(async () => {
    const item = await getItem(ctx, key);
    if (!item) throw new NotFoundError('room', roomId);
    const items = num(item.itemCount);
    if (items > 0) throw new HomeInUseError(HOME_MESSAGES.roomHasItems(items));
    const photos = num(item.photoCount);
    if (photos > 0) throw new HomeInUseError(HOME_MESSAGES.roomHasPhotos(photos));
    const room = toRoomRecord(item);
    const transaction = new TransactionBuilder(ctx).delete(key, {
      condition: (p) =>
        `${conditions.stillIn('homeId', room.homeId)(p)} AND ` +
        `(attribute_not_exists(${p.name('itemCount')}) OR ${p.name('itemCount')} = ${p.value(0)}) AND ` +
        `(attribute_not_exists(${p.name('photoCount')}) OR ${p.name('photoCount')} = ${p.value(0)})`,
      onConditionFailed: () => new ConcurrencyRetry('room moved, filled or deleted meanwhile'),
    });
    roomCount.outOf(transaction, householdId, room.homeId);
    return { transaction, result: room };
  });
}
