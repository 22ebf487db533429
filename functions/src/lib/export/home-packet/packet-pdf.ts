// home-packet.pdf: the home's record for a buyer, an insurer or the next contractor, written as its pages are
// read (home-record-pages.ts): rooms and items, paint colours, warranties, maintenance history, projects and,
// when asked for, the cost basis.
import type { HomeItemRecord, HomeRecord, RoomRecord } from '@reno/data';
import { describeMaintenanceRule, formatCents, formatMoney, type HomeBasis } from '@reno/domain';
import {
  homeProjects,
  installerNames,
  maintenancePages,
  roomItemPages,
  type HomeRecordSource,
} from '../../home-record/home-record-pages';
import { PdfLayout, type Column } from '../pdf-layout';

export interface PacketPdfInput {
  source: HomeRecordSource;
  home: HomeRecord;
  /** 'YYYY-MM-DD' */
  day: string;
  /** The adjusted basis when the starter ticked 'Include the cost basis'. */
  basis: HomeBasis | null;
  /** The stored files an item page will add to the ZIP (counted while the items are read). */
  filesOf: (room: RoomRecord, items: readonly HomeItemRecord[]) => number;
}

/** The PDF and the number of stored files the ZIP will pack beside it. */
export async function homePacketPdf(input: PacketPdfInput): Promise<{ pdf: Uint8Array; files: number }> {
  const { home } = input;
  const pdf = await PdfLayout.create(`${home.name}: home packet`);
  pdf.title(home.name, `Home packet, ${input.day}. All amounts in US dollars.`);
  pdf.pairs([
    ['Address', home.address ?? '-'],
    ['Year built', home.yearBuilt === null ? '-' : String(home.yearBuilt)],
  ]);
  const files = await itemsSection(pdf, input);
  await paintSection(pdf, input.source);
  await warrantiesSection(pdf, input.source);
  await maintenanceSection(pdf, input.source);
  await projectsSection(pdf, input.source);
  if (input.basis) basisSection(pdf, input.basis);
  return { pdf: await pdf.save(), files };
}

/**
 * Writes a table whose rows come a page at a time: the header once, rows as they come; `empty` when there
 * were none.
 */
async function pagedTable<P>(
  pdf: PdfLayout,
  columns: readonly Column[],
  pages: AsyncIterable<P>,
  rowsOf: (page: P) => Promise<string[][]> | string[][],
  empty: string,
): Promise<void> {
  let written = 0;
  for await (const page of pages) {
    const rows = await rowsOf(page);
    if (rows.length === 0) continue;
    pdf.table(columns, rows, { header: written === 0 });
    written += rows.length;
  }
  if (written === 0) pdf.note(empty);
}

async function itemsSection(pdf: PdfLayout, input: PacketPdfInput): Promise<number> {
  pdf.heading('Rooms and what is in them');
  let files = 0;
  let rooms = 0;
  await pagedTable(
    pdf,
    [
      { title: 'Room', width: 0.11 },
      { title: 'Item', width: 0.16 },
      { title: 'Kind', width: 0.1 },
      { title: 'Brand', width: 0.11 },
      { title: 'Model', width: 0.13 },
      { title: 'Serial', width: 0.15 },
      { title: 'Installed', width: 0.13 },
      { title: 'Cost', width: 0.11, align: 'right' },
    ],
    roomItemPages(input.source),
    async (page) => {
      rooms++;
      files += input.filesOf(page.room, page.items);
      const installers = await installerNames(input.source, page.items);
      if (page.items.length === 0) return [[page.room.name, 'Nothing recorded', '', '', '', '', '', '']];
      return page.items.map((item) => [
        page.room.name,
        item.name,
        item.kind,
        item.brand ?? '',
        item.model ?? '',
        item.serial ?? '',
        [item.installDate, item.contractorId === null ? null : installers.get(item.contractorId)]
          .filter(Boolean)
          .join(', '),
        item.costCents === 0 ? '' : formatCents(item.costCents),
      ]);
    },
    'No rooms recorded.',
  );
  if (rooms > 0)
    pdf.note('Installed: the install date and who installed it. Cost: the expenses linked to the item.');
  return files;
}

async function paintSection(pdf: PdfLayout, source: HomeRecordSource): Promise<void> {
  pdf.heading('Paint colours and finishes');
  await pagedTable(
    pdf,
    [
      { title: 'Room', width: 0.16 },
      { title: 'Item', width: 0.2 },
      { title: 'Brand', width: 0.16 },
      { title: 'Colour', width: 0.2 },
      { title: 'Code', width: 0.14 },
      { title: 'Sheen', width: 0.14 },
    ],
    roomItemPages(source),
    ({ room, items }) =>
      items
        .filter((item) => item.colourName || item.colourCode)
        .map((item) => [
          room.name,
          item.name,
          item.brand ?? '',
          item.colourName ?? '',
          item.colourCode ?? '',
          item.sheen ?? '',
        ]),
    'No colours recorded.',
  );
}

async function warrantiesSection(pdf: PdfLayout, source: HomeRecordSource): Promise<void> {
  pdf.heading('Warranties');
  await pagedTable(
    pdf,
    [
      { title: 'Item', width: 0.18 },
      { title: 'Room', width: 0.12 },
      { title: 'Ends', width: 0.12 },
      { title: 'What is covered', width: 0.26 },
      { title: 'Whom to call', width: 0.32 },
    ],
    roomItemPages(source),
    ({ room, items }) =>
      items.flatMap((item) =>
        item.warranty
          ? [
              [
                item.name,
                room.name,
                item.warranty.endsOn,
                item.warranty.covered ?? '',
                item.warranty.contact ?? '',
              ],
            ]
          : [],
      ),
    'No warranties recorded.',
  );
}

async function maintenanceSection(pdf: PdfLayout, source: HomeRecordSource): Promise<void> {
  pdf.heading('Maintenance history');
  await pagedTable(
    pdf,
    [
      { title: 'Task', width: 0.28 },
      { title: 'Schedule or done on', width: 0.3 },
      { title: 'Note', width: 0.26 },
      { title: 'Next due', width: 0.16 },
    ],
    maintenancePages(source),
    (tasks) =>
      tasks.flatMap((task) => [
        [
          task.name,
          describeMaintenanceRule(task.rule, task.intervalMonths),
          task.notes ?? '',
          task.nextDueDate,
        ],
        ...task.log.map((done) => ['', `Done ${done.date}`, done.note ?? '', '']),
      ]),
    'No maintenance tasks recorded.',
  );
}

async function projectsSection(pdf: PdfLayout, source: HomeRecordSource): Promise<void> {
  pdf.heading('Projects');
  const projects = await homeProjects(source);
  if (projects.length === 0) return pdf.note('No projects recorded.');
  pdf.table(
    [
      { title: 'Project', width: 0.34 },
      { title: 'Cost', width: 0.18, align: 'right' },
      { title: 'Contractors', width: 0.48 },
    ],
    projects.map((project) => [
      project.name,
      formatCents(project.spentCents),
      project.contractors.join(', '),
    ]),
  );
}

function basisSection(pdf: PdfLayout, basis: HomeBasis): void {
  pdf.heading('Cost basis');
  pdf.pairs([
    ['Purchase price', formatMoney(basis.purchasePrice)],
    ['Settlement costs', formatMoney(basis.settlementCosts)],
    ['Improvements', formatMoney(basis.improvements)],
    ['Replaced or removed', formatMoney(basis.removed)],
    ['Credits, rebates and reimbursements', formatMoney(basis.reductions)],
    ['Adjusted basis', formatMoney(basis.adjustedBasis)],
  ]);
  pdf.note(basis.notice);
}
