// The records archive's home/ folder (docs/product.md#records-archive): the record of the home the project is
// in — rooms.csv, items.csv (model, serial, paint), warranties.csv, maintenance.csv — and each item's documents
// and warranty document under home/items/, read page by page (home-record-pages.ts) as the packet reads them.
import { listRooms } from '@reno/data';
import type { ZipFile } from 'yazl';
import type { StoredFile } from './stored-file-packer';
import { addCsvEntry } from './csv-entry';
import { allItemDocuments, itemDocumentFiles } from './home-packet/packet-files';
import {
  ITEM_HEADER,
  itemRow,
  MAINTENANCE_HEADER,
  maintenanceRows,
  ROOM_HEADER,
  roomRow,
  WARRANTY_HEADER,
  warrantyRows,
} from './home-record-csv';
import type { RecordNames } from './records-csv';
import {
  installerNames,
  maintenancePages,
  roomItemPages,
  type HomeRecordSource,
} from '../home-record/home-record-pages';

/** The folder the home's record is in; the CSVs name the documents relative to it ('items/Kitchen #3/…'). */
export const HOME_FOLDER = 'home';

/** Adds home/rooms.csv, items.csv, warranties.csv and maintenance.csv; returns how many files the items hold. */
export async function addHomeRecordFiles(
  zip: ZipFile,
  source: HomeRecordSource,
  names: RecordNames,
): Promise<{ documents: number }> {
  const { data, householdId, homeId } = source;
  // A home's rooms are one Query (as the Homes screen reads them); their items and tasks come a page at a time.
  const rooms = await listRooms(data, householdId, homeId);
  await addCsvEntry(zip, {
    name: `${HOME_FOLDER}/rooms.csv`,
    header: ROOM_HEADER,
    pages: [rooms],
    rowsOf: (page) => page.map((room) => roomRow(room, names)),
  });
  let documents = 0;
  await addCsvEntry(zip, {
    name: `${HOME_FOLDER}/items.csv`,
    header: ITEM_HEADER,
    pages: roomItemPages(source),
    rowsOf: async ({ room, items }) => {
      const installers = await installerNames(source, items);
      return items.map((item) => {
        const files = itemDocumentFiles(householdId, room, item);
        documents += allItemDocuments(files).length;
        const installedBy = item.contractorId === null ? '' : (installers.get(item.contractorId) ?? '');
        const named = files.documents.map((file) => file.name);
        return itemRow(room, item, { installedBy, documents: named, names });
      });
    },
  });
  await addCsvEntry(zip, {
    name: `${HOME_FOLDER}/warranties.csv`,
    header: WARRANTY_HEADER,
    pages: roomItemPages(source),
    rowsOf: ({ room, items }) =>
      items.flatMap((item) =>
        warrantyRows(room, item, itemDocumentFiles(householdId, room, item).warranty?.name ?? ''),
      ),
  });
  await addCsvEntry(zip, {
    name: `${HOME_FOLDER}/maintenance.csv`,
    header: MAINTENANCE_HEADER,
    pages: maintenancePages(source),
    rowsOf: (tasks) => tasks.flatMap((task) => maintenanceRows(task, names)),
  });
  return { documents };
}

/** The items' files read again page by page, for the archive's second pass: home/items/<room>/<item>/…. */
export async function* homeRecordDocuments(source: HomeRecordSource): AsyncGenerator<StoredFile> {
  for await (const { room, items } of roomItemPages(source))
    for (const item of items)
      for (const file of allItemDocuments(itemDocumentFiles(source.householdId, room, item)))
        yield { key: file.key, name: `${HOME_FOLDER}/${file.name}` };
}
