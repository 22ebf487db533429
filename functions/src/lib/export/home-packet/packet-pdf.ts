// home-packet.pdf: the home's record for a buyer, an insurer or the next contractor, written as its pages are
// read (home-record-pages.ts): rooms and items, paint colours, warranties, maintenance history, projects and,
// when asked for, the cost basis.
import type { HomeItemRecord, HomeRecord, RoomRecord } from '@reno/data';
import { describeMaintenanceRule, formatCents, type HomeBasis } from '@reno/domain';
import {
  homeProjects,
  installerNames,
  maintenancePages,
  roomItemPages,
  type HomeRecordSource,
} from '../../home-record/home-record-pages';
import { basisTotals } from '../../home-record/basis-pdf';
import { PdfLayout } from '../pdf-layout';

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

async function itemsSection(pdf: PdfLayout, input: PacketPdfInput): Promise<number> {
  let files = 0;
  let rooms = 0;
  await pdf.section({
    heading: 'Rooms and what is in them',
    columns: [
      ['Room', 0.11],
      ['Item', 0.16],
      ['Kind', 0.1],
      ['Brand', 0.11],
      ['Model', 0.13],
      ['Serial', 0.15],
      ['Installed', 0.13],
      ['Cost', 0.11, 'right'],
    ],
    pages: roomItemPages(input.source),
    rowsOf: async ({ room, items }) => {
      rooms++;
      files += input.filesOf(room, items);
      const installers = await installerNames(input.source, items);
      if (items.length === 0) return [[room.name, 'Nothing recorded', '', '', '', '', '', '']];
      return items.map((item) => {
        const installer = item.contractorId === null ? null : installers.get(item.contractorId);
        const installed = [item.installDate, installer].filter(Boolean).join(', ');
        const cost = item.costCents === 0 ? '' : formatCents(item.costCents);
        return [
          room.name,
          item.name,
          item.kind,
          item.brand ?? '',
          item.model ?? '',
          item.serial ?? '',
          installed,
          cost,
        ];
      });
    },
    empty: 'No rooms recorded.',
  });
  if (rooms > 0)
    pdf.note('Installed: the install date and who installed it. Cost: the expenses linked to the item.');
  return files;
}

async function paintSection(pdf: PdfLayout, source: HomeRecordSource): Promise<void> {
  await pdf.section({
    heading: 'Paint colours and finishes',
    columns: [
      ['Room', 0.16],
      ['Item', 0.2],
      ['Brand', 0.16],
      ['Colour', 0.2],
      ['Code', 0.14],
      ['Sheen', 0.14],
    ],
    pages: roomItemPages(source),
    rowsOf: ({ room, items }) =>
      items
        .filter((item) => item.colourName || item.colourCode)
        .map((item) => {
          const { name, brand, colourName, colourCode, sheen } = item;
          return [room.name, name, brand ?? '', colourName ?? '', colourCode ?? '', sheen ?? ''];
        }),
    empty: 'No colours recorded.',
  });
}

async function warrantiesSection(pdf: PdfLayout, source: HomeRecordSource): Promise<void> {
  await pdf.section({
    heading: 'Warranties',
    columns: [
      ['Item', 0.18],
      ['Room', 0.12],
      ['Ends', 0.12],
      ['What is covered', 0.26],
      ['Whom to call', 0.32],
    ],
    pages: roomItemPages(source),
    rowsOf: ({ room, items }) =>
      items.flatMap(({ name, warranty }) =>
        warranty ? [[name, room.name, warranty.endsOn, warranty.covered ?? '', warranty.contact ?? '']] : [],
      ),
    empty: 'No warranties recorded.',
  });
}

async function maintenanceSection(pdf: PdfLayout, source: HomeRecordSource): Promise<void> {
  await pdf.section({
    heading: 'Maintenance history',
    columns: [
      ['Task', 0.28],
      ['Schedule or done on', 0.3],
      ['Note', 0.26],
      ['Next due', 0.16],
    ],
    pages: maintenancePages(source),
    rowsOf: (tasks) =>
      tasks.flatMap((task) => [
        [
          task.name,
          describeMaintenanceRule(task.rule, task.intervalMonths),
          task.notes ?? '',
          task.nextDueDate,
        ],
        ...task.log.map((done) => ['', `Done ${done.date}`, done.note ?? '', '']),
      ]),
    empty: 'No maintenance tasks recorded.',
  });
}

async function projectsSection(pdf: PdfLayout, source: HomeRecordSource): Promise<void> {
  await pdf.section({
    heading: 'Projects',
    columns: [
      ['Project', 0.34],
      ['Cost', 0.18, 'right'],
      ['Contractors', 0.48],
    ],
    pages: [await homeProjects(source)],
    rowsOf: (projects) =>
      projects.map((project) => [
        project.name,
        formatCents(project.spentCents),
        project.contractors.join(', '),
      ]),
    empty: 'No projects recorded.',
  });
}

function basisSection(pdf: PdfLayout, basis: HomeBasis): void {
  pdf.heading('Cost basis');
  pdf.pairs(basisTotals(basis));
  pdf.note(basis.notice);
}
