// Photos of a room through the work (issue 53): each lives in the household's partition (PHOTO#<id>) and in its
// room's partition of the projectItems index by the day it was taken, so a room's timeline is one Query a page,
// newest first. A room counts its photos (`photoCount`, in the same transaction as each create and delete) and
// is not deleted while it has any (rooms.ts). The files (a display copy and a thumbnail) are made before the
// record by the photos function; the record names their keys, and its delete answers them for removal.
import type { PhotoChange } from '@reno/domain';
import type { DataContext } from './context';
import { roomPhotosNewestFirst } from './access-patterns';
import type { EditOptions } from './edits';
import { NotFoundError } from './errors';
import { countedIn } from './home-counts';
import { itemFieldsReader } from './item-fields';
import { photoInRoom, photoKey } from './keys';
import type { ListPageOptions } from './list-pages';
import { recordCreator, readRecordPage, recordFields, updateRecord, type RecordPage } from './records';
import { getItem, type Item } from './requests';
import { conditions, ConcurrencyRetry, runTransaction, TransactionBuilder } from './transaction';
import { num, optionalText, requireCalendarDate, requireId, requireText } from './validate';

interface PhotoInput {
  roomId: number;
  takenOn: string;
  caption: string | null;
  tags: string[];
  /** The display copy and the thumbnail, already stored. */
  imageKey: string;
  thumbnailKey: string;
  width: number;
  height: number;
}

/** A photo as stored. */
export interface PhotoRecord extends PhotoInput, ReturnType<typeof recordFields> {}

const photoFieldsOf = itemFieldsReader({
  number: ['roomId', 'width', 'height'],
  text: ['takenOn', 'imageKey', 'thumbnailKey'],
  optionalText: ['caption'],
});

function toPhotoRecord(item: Item): PhotoRecord {
  const tags = Array.isArray(item.tags) ? item.tags.map(String) : [];
  return { ...recordFields(item), ...photoFieldsOf(item), tags };
}

const photoFields = (input: PhotoInput) => ({
  roomId: requireId('roomId', input.roomId),
  takenOn: requireCalendarDate('takenOn', input.takenOn),
  caption: optionalText(input.caption),
  tags: input.tags,
  imageKey: requireText('imageKey', input.imageKey),
  thumbnailKey: requireText('thumbnailKey', input.thumbnailKey),
  width: input.width,
  height: input.height,
});

const photoCount = countedIn('room', 'photoCount');

/** UpdateItem (sequence) + one TransactWriteItems: the photo and its room's count (NotFoundError). */
export const createPhoto = recordCreator({
  kind: { entity: 'photo', keyOf: photoKey },
  fieldsOf: photoFields,
  attempt: ({ householdId, fields, base }) => {
    const item = { ...base, ...fields, ...photoInRoom(householdId, fields.roomId, fields.takenOn, base.id) };
    return {
      item,
      result: toPhotoRecord(item),
      alongside: (transaction) => photoCount.into(transaction, householdId, fields.roomId),
    };
  },
});

/**
 * GetItem + one TransactWriteItems (updateRecord): the new day moves it in its room's timeline (the index key
 * holds the day). NotFoundError, StaleEditError.
 */
export function updatePhoto(
  ctx: DataContext,
  householdId: string,
  id: number,
  change: PhotoChange,
  edit: EditOptions = {},
): Promise<PhotoRecord> {
  const takenOn = requireCalendarDate('takenOn', change.takenOn);
  const fields = { takenOn, caption: optionalText(change.caption), tags: change.tags };
  const record = { entity: 'photo', key: photoKey(householdId, id), id } as const;
  return updateRecord(
    ctx,
    record,
    edit,
    (current) => ({ set: { ...fields, ...photoInRoom(householdId, num(current.roomId), takenOn, id) } }),
    toPhotoRecord,
  );
}

/** One page of a room's photos, newest first: one Query (list-pages.ts), whatever the room holds. */
export function listPhotoPage(
  ctx: DataContext,
  householdId: string,
  roomId: number,
  options: ListPageOptions,
): Promise<RecordPage<PhotoRecord>> {
  return readRecordPage(ctx, roomPhotosNewestFirst(householdId, roomId), toPhotoRecord, options);
}

/**
 * GetItem + one TransactWriteItems: the photo and its room's count. Answers the keys of its files, for the
 * caller to delete.
 */
export async function deletePhoto(
  ctx: DataContext,
  householdId: string,
  id: number,
): Promise<{ objectKeys: string[] }> {
  const key = photoKey(householdId, id);
  return runTransaction(async () => {
    const item = await getItem(ctx, key);
    if (!item) throw new NotFoundError('photo', id);
    const photo = toPhotoRecord(item);
    const transaction = new TransactionBuilder(ctx).delete(key, {
      condition: conditions.exists,
      onConditionFailed: () => new ConcurrencyRetry('photo deleted meanwhile'),
    });
    photoCount.outOf(transaction, householdId, photo.roomId);
    return { transaction, result: { objectKeys: [photo.imageKey, photo.thumbnailKey] } };
  });
}
