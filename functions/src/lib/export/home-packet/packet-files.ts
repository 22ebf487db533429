// What the home packet's ZIP holds beside its PDF: each item's documents, its warranty's document and the
// receipts of the expenses that paid for it, in a folder per room and item; each room's photos. The records
// archive packs the items' own files (not the receipts: it has its project's) under home/ alike.
import type { HomeItemRecord, PhotoRecord, RoomRecord } from '@reno/data';
import { BEHIND_THE_WALLS } from '@reno/domain';
import { extensionOf, isPackable, readableTitle } from '../archive-names';
import type { StoredFile } from '../stored-file-packer';

/** 'items/Kitchen #3/Range #12': unique per item (ids), readable (names). */
const itemFolder = (room: RoomRecord, item: HomeItemRecord) =>
  `items/${readableTitle(room.name)} #${room.id}/${readableTitle(item.name)} #${item.id}`;

/** An item's own stored files: its documents, and its warranty's document (null: none to pack). */
interface ItemDocumentFiles {
  documents: StoredFile[];
  warranty: StoredFile | null;
}

/**
 * An item's own stored files in a folder of its own: 'document 1.pdf', 'warranty.pdf'. Links to other sites and
 * keys not of the household are left out. The home packet and the records archive's home/ pack them alike.
 */
export function itemDocumentFiles(userId: string, room: RoomRecord, item: HomeItemRecord): ItemDocumentFiles {
  const folder = itemFolder(room, item);
  const documents = item.documents.flatMap((key, index) =>
    isPackable(userId, key) ? [{ key, name: `${folder}/document ${index + 1}${extensionOf(key)}` }] : [],
  );
  const key = item.warranty?.document ?? null;
  const warranty = isPackable(userId, key) ? { key, name: `${folder}/warranty${extensionOf(key)}` } : null;
  return { documents, warranty };
}

/** Both kinds of an item's own files, documents first. */
export const allItemDocuments = ({ documents, warranty }: ItemDocumentFiles): StoredFile[] =>
  warranty ? [...documents, warranty] : documents;

/**
 * The stored files of one item in the packet: its documents and the receipts of the expenses that paid for it
 * ('receipt 2026-10-14 Bosch range #41.jpg'), as in the records archive only the household's own keys.
 */
export function itemFiles(userId: string, room: RoomRecord, item: HomeItemRecord): StoredFile[] {
  const folder = itemFolder(room, item);
  const files = allItemDocuments(itemDocumentFiles(userId, room, item));
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
