// A CSV statement read with a layout (docs/product.md#statement-import-csv): the cells come from Papa Parse,
// which finds the delimiter (',', ';', tab, '|') and reads RFC 4180 quoting; this file finds the table
// among them (some banks put account lines above it), and reads each row by the layout.
import Papa from 'papaparse';
import { statementAmount } from './statement-amount';
import { DATE_ORDER_LABELS, looksLikeDate, statementDate } from './statement-date';
import type { CsvLayout } from './csv-layout';
import { rowProblems, type StatementProblem } from './statement-problem';
import type { StatementRow } from './statement-row';

/** The file's rows of cells, each with its number as a spreadsheet shows it; blank rows left out. */
export interface CsvTable {
  delimiter: string;
  rows: { row: number; cells: string[] }[];
  problems: StatementProblem[];
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The cells of the file, from the table's first row on: the header, or the first row with a date. */
export function csvTable(text: string, delimiter = ''): CsvTable {
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const problems = parsed.errors
    .filter((error) => error.type === 'Quotes')
    .map((error) => ({ row: (error.row ?? 0) + 1, message: rowProblems.quotes }));
  const rows = parsed.data
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ cells }) => !isBlank(cells));
  const firstDated = rows.findIndex(({ cells }) => cells.some(looksLikeDate));
  if (firstDated === -1) return { delimiter: parsed.meta.delimiter, rows, problems };
  const width = rows[firstDated]!.cells.length;
  const above = rows[firstDated - 1];
  const start = above && above.cells.length === width ? firstDated - 1 : firstDated;
  return { delimiter: parsed.meta.delimiter, rows: rows.slice(start), problems };
}

/** A name for the file's shape: the same bank's export next month has the same one. */
export function csvShape(table: CsvTable, layout: Pick<CsvLayout, 'header'>): string {
  const first = table.rows[0]?.cells ?? [];
  const columns = layout.header
    ? first.map((name) => name.trim().toLowerCase()).join('|')
    : `${first.length} columns`;
  return `csv ${JSON.stringify(table.delimiter)} ${columns}`;
}

type RowReading = { row: StatementRow | null; problem: string | null };

function spent(
  layout: CsvLayout,
  cells: readonly string[],
): { cents: number | null; problem: string | null } {
  const cell = (column: number) => (cells[column] ?? '').trim();
  const amount = (text: string) => statementAmount(text, layout.decimalMark);
  if (layout.amount.kind === 'signed') {
    const text = cell(layout.amount.column);
    if (text === '') return { cents: null, problem: rowProblems.noAmount };
    const value = amount(text);
    if (value === null) return { cents: null, problem: rowProblems.amount(text) };
    return { cents: layout.amount.spending === 'negative' ? -value : value, problem: null };
  }
  const [debitText, creditText] = [cell(layout.amount.debit), cell(layout.amount.credit)];
  const [debit, credit] = [amount(debitText), amount(creditText)];
  if (debitText !== '' && debit === null) return { cents: null, problem: rowProblems.amount(debitText) };
  if (creditText !== '' && credit === null) return { cents: null, problem: rowProblems.amount(creditText) };
  if (debit && credit) return { cents: null, problem: rowProblems.bothAmounts };
  if (debit === null && credit === null) return { cents: null, problem: rowProblems.noAmount };
  return { cents: debit ? Math.abs(debit) : -Math.abs(credit ?? 0), problem: null };
}

function readRow(layout: CsvLayout, cells: readonly string[], row: number, width: number): RowReading {
  if (cells.length !== width) return { row: null, problem: rowProblems.columns(cells.length, width) };
  const dateText = (cells[layout.date] ?? '').trim();
  const date = statementDate(dateText, layout.dateOrder);
  if (date === null)
    return { row: null, problem: rowProblems.date(dateText, DATE_ORDER_LABELS[layout.dateOrder]) };
  const description = (cells[layout.description] ?? '').trim().replace(/\s+/g, ' ');
  if (description === '') return { row: null, problem: rowProblems.description };
  const amount = spent(layout, cells);
  if (amount.cents === null) return { row: null, problem: amount.problem };
  // A row of $0 (a card check, a declined payment) changes no spending: it is left out.
  if (amount.cents === 0) return { row: null, problem: null };
  return { row: { row, date, description, amountCents: amount.cents, bankId: null }, problem: null };
}

/** Every transaction of the table read by the layout, and every row that could not be. */
export function csvRows(
  table: CsvTable,
  layout: CsvLayout,
): { rows: StatementRow[]; problems: StatementProblem[] } {
  const body = layout.header ? table.rows.slice(1) : table.rows;
  const width = table.rows[0]?.cells.length ?? 0;
  const rows: StatementRow[] = [];
  const problems: StatementProblem[] = [...table.problems];
  for (const { row, cells } of body) {
    const reading = readRow(layout, cells, row, width);
    if (reading.row) rows.push(reading.row);
    if (reading.problem) problems.push({ row, message: reading.problem });
  }
  return { rows, problems };
}
