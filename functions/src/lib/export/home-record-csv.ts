// The rows of the archive's home/ CSV files (docs/product.md#records-archive): the record of the home a project
// is in, in the dialect of records-csv.ts (ISO dates, amounts as number cells, who added and changed each row).
import type { HomeItemRecord, MaintenanceTaskAnswer, RoomRecord } from '@reno/data';
import { centsToDecimal, csvAmount, csvNumber, describeMaintenanceRule, type CsvCell } from '@reno/domain';
import { EDITS_HEADER, editsOf, type RecordNames } from './records-csv';

export const ROOM_HEADER = ['Room', ...EDITS_HEADER];

export function roomRow(room: RoomRecord, names: RecordNames): CsvCell[] {
  return [room.name, ...editsOf(room, names)];
}

export const ITEM_HEADER = [
  'Room',
  'Kind',
  'Name',
  'Brand',
  'Model',
  'Serial',
  'Colour',
  'Colour Code',
  'Sheen',
  'Supplier',
  'Installed By',
  'Install Date',
  'Cost',
  'Paid By',
  'Documents',
  ...EDITS_HEADER,
];

/**
 * `installedBy`: the contractor's name, '' for none; `documents`: the item's files as the archive names them
 * (under home/).
 */
export function itemRow(
  room: RoomRecord,
  item: HomeItemRecord,
  context: { installedBy: string; documents: readonly string[]; names: RecordNames },
): CsvCell[] {
  return [
    room.name,
    item.kind,
    item.name,
    item.brand ?? '',
    item.model ?? '',
    item.serial ?? '',
    item.colourName ?? '',
    item.colourCode ?? '',
    item.sheen ?? '',
    item.supplier ?? '',
    context.installedBy,
    item.installDate ?? '',
    csvAmount(item.costCents),
    // The expenses linked to it: '2026-10-11 Tiles, grey 124.45; …'.
    item.expenses
      .map((expense) => `${expense.date} ${expense.description} ${centsToDecimal(expense.amountCents)}`)
      .join('; '),
    context.documents.join('; '),
    ...editsOf(item, context.names),
  ];
}

export const WARRANTY_HEADER = [
  'Room',
  'Item',
  'Start Date',
  'Months',
  'End Date',
  'Ends',
  'What Is Covered',
  'Whom To Call',
  'Document',
];

/** The item's warranty, none without one; `document`: its file's name in the archive, '' for none. */
export function warrantyRows(room: RoomRecord, item: HomeItemRecord, document: string): CsvCell[][] {
  const { warranty } = item;
  if (!warranty) return [];
  return [
    [
      room.name,
      item.name,
      warranty.startDate,
      warranty.months === null ? '' : csvNumber(String(warranty.months)),
      warranty.endDate ?? '',
      warranty.endsOn,
      warranty.covered ?? '',
      warranty.contact ?? '',
      document,
    ],
  ];
}

export const MAINTENANCE_HEADER = [
  'Task',
  'Item',
  'Schedule',
  'Start Date',
  'Next Due',
  'Notes',
  'Done On',
  'Done Note',
  ...EDITS_HEADER,
];

/** The task's history: a row for each time it was done (oldest first), or one with 'Done On' empty. */
export function maintenanceRows(task: MaintenanceTaskAnswer, names: RecordNames): CsvCell[][] {
  const cells = (date: string, note: string): CsvCell[] => [
    task.name,
    task.itemName ?? '',
    describeMaintenanceRule(task.rule, task.intervalMonths),
    task.startDate,
    task.nextDueDate,
    task.notes ?? '',
    date,
    note,
    ...editsOf(task, names),
  ];
  return task.log.length === 0 ? [cells('', '')] : task.log.map((done) => cells(done.date, done.note ?? ''));
}
