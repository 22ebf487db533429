// What the home packet's ZIP holds beside its PDF: each item's documents, its warranty's document and the
// receipts of the expenses that paid for it, in a folder per room and item; each room's photos.
import type { HomeItemRecord, PhotoRecord, RoomRecord } from '@reno/data';
import { BEHIND_THE_WALLS } from '@reno/domain';
import { extensionOf, isPackable, readableTitle } from '../archive-names';
import type { StoredFile } from '../archive-stored-files';

/** 'items/Kitchen #3/Range #12': unique per item (ids), readable (names). */
const itemFolder = (room: RoomRecord, item: HomeItemRecord) =>
  `items/${readableTitle(room.name)} #${room.id}/${readableTitle(item.name)} #${item.id}`;

/**
 * The stored files of one item, named in the packet: 'document 1.pdf', 'warranty.pdf', 'receipt 2026-10-14
 * Bosch range #41.jpg'. Links to other sites and keys not of the household are left out, as in the records
 * archive.
 */
export function itemFiles(userId: string, room: RoomRecord, item: HomeItemRecord): StoredFile[] {
  const folder = itemFolder(room, item);
  const files: StoredFile[] = [];
  item.documents.forEach((key, index) => {
    if (isPackable(userId, key))
      files.push({ key, name: `${folder}/document ${index + 1}${extensionOf(key)}` });
  });
  const warranty = item.warranty?.document ?? null;
  if (isPackable(userId, warranty))
    files.push({ key: warranty, name: `${folder}/warranty${extensionOf(warranty)}` });
  for (const expense of item.expenses) {
    if (!isPackable(userId, expense.imageUrl)) continue;
    const title = readableTitle(`${expense.date} ${expense.description}`);
    files.push({
      key: expense.imageUrl,
      name: `${folder}/receipt ${title} #${expense.id}${extensionOf(expense.imageUrl)}`,
    });
  }
  return files;
}

/**
 * A room's photo in the packet (its display copy): 'rooms/Kitchen #3/photos/2026-10-12 Pipes before drywall
 * (behind the walls) #41.jpg'.
 */
export function photoFile(userId: string, room: RoomRecord, photo: PhotoRecord): StoredFile | null {
  if (!isPackable(userId, photo.imageKey)) return null;
  const behind = photo.tags.includes(BEHIND_THE_WALLS) ? ' (behind the walls)' : '';
  const title = readableTitle(`${photo.takenOn} ${photo.caption ?? 'photo'}${behind}`);
  const folder = `rooms/${readableTitle(room.name)} #${room.id}/photos`;
  return { key: photo.imageKey, name: `${folder}/${title} #${photo.id}${extensionOf(photo.imageKey)}` };
}
