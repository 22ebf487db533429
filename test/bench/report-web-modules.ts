import { kib, table } from './lib/markdown';
import type { WebModulesReport } from './measure/web-modules';

export const WEB_MODULES_HEADING = "## 4a. Web app: what each route's first JS is for";

/** Pieces under this in every column are summed in one row. */
const SMALLEST_ROW_BYTES = 1024;

/** Section 4a: the first JS of the routes nearest their budgets, and the precache, piece by piece. */
export function webModulesSection(report: WebModulesReport, note?: string): string {
  const { columns } = report;
  const largest = (piece: string) => Math.max(...columns.map((column) => column.pieces.get(piece) ?? 0));
  const pieces = [...new Set(columns.flatMap((column) => [...column.pieces.keys()]))].sort(
    (a, b) => largest(b) - largest(a),
  );
  const shown = pieces.filter((piece) => largest(piece) >= SMALLEST_ROW_BYTES);
  const rest = pieces.filter((piece) => largest(piece) < SMALLEST_ROW_BYTES);
  const cell = (bytes: number | undefined) => (bytes === undefined || bytes < 51 ? '' : kib(bytes));
  const restOf = (column: WebModulesReport['columns'][number]) =>
    rest.reduce((sum, piece) => sum + (column.pieces.get(piece) ?? 0), 0);
  // What every route column holds alike: the entry chunk's libraries, which no route can leave out.
  const routeColumns = columns.filter((column) => column.name !== 'precache');
  const everywhere = pieces
    .map((piece) => ({
      piece,
      bytes: Math.min(...routeColumns.map((column) => column.pieces.get(piece) ?? 0)),
    }))
    .filter(({ bytes }) => bytes >= SMALLEST_ROW_BYTES)
    .sort((a, b) => b.bytes - a.bytes);
  const everywhereBytes = everywhere.reduce((sum, { bytes }) => sum + bytes, 0);
  return [
    WEB_MODULES_HEADING,
    '',
    ...(note ? [note, ''] : []),
    "The initial JS of section 4's landing page, `/login` and the three heaviest signed-in routes, and the service",
    "worker's precache (section 7), by what it is for: the same build with hidden source maps (the JS is byte for",
    "byte the same); each file's gzip bytes shared among the sources of its minified bytes, so a row is an",
    'estimate within a few per cent and a column adds up to its total. A piece is an npm package (MUI by',
    `component folder) or a folder of our own code; pieces under ${kib(SMALLEST_ROW_BYTES)} in every column are summed in one`,
    'row.',
    '',
    `Every route's first JS holds at least ${kib(everywhereBytes)} of the same pieces of ${kib(SMALLEST_ROW_BYTES)} or more: ` +
      everywhere.map(({ piece, bytes }) => `\`${piece}\` ${kib(bytes)}`).join(', ') +
      '. A module lies in one chunk only, so whatever part of a package any screen uses sits in the chunk that' +
      ' first imports it: for react-router, the entry; for TanStack Query, the session app, which every route' +
      " but a first visit's landing page loads.",
    '',
    table(
      ['piece', ...columns.map((column) => `\`${column.name}\``)],
      [
        ...shown.map((piece) => [`\`${piece}\``, ...columns.map((column) => cell(column.pieces.get(piece)))]),
        [`${rest.length} smaller pieces`, ...columns.map((column) => cell(restOf(column)))],
        ['**total**', ...columns.map((column) => `**${kib(column.gzipBytes)}**`)],
        ['budget', ...columns.map((column) => `≤ ${kib(column.budgetBytes)}`)],
      ],
      ['l', ...columns.map(() => 'r' as const)],
    ),
  ].join('\n');
}
