// Which column of a CSV statement holds what, and how it is written (docs/product.md#statement-import-csv).
// Guessed from the header's names when they are known ('Transaction Date', 'Payee', 'Debit', 'Betrag'),
// otherwise from what the cells hold; the preview shows the guess and the person corrects it.
import { writtenDecimalMark, statementAmount, type DecimalMark } from './statement-amount';
import { guessDateOrder, looksLikeDate, type DateOrder } from './statement-date';

type AmountColumns =
  /** One column, signed: `spending` says which sign is money spent. */
  | { kind: 'signed'; column: number; spending: 'negative' | 'positive' }
  /** Money out and money in in columns of their own, each row filling one. */
  | { kind: 'split'; debit: number; credit: number };

export interface CsvLayout {
  delimiter: string;
  /** The first row of the table names the columns. */
  header: boolean;
  date: number;
  description: number;
  amount: AmountColumns;
  dateOrder: DateOrder;
  decimalMark: DecimalMark;
}

/** What the guess was not sure of: the preview asks these first. */
export type LayoutQuestion = 'dateOrder' | 'spending' | 'columns';

export interface LayoutGuess {
  layout: CsvLayout;
  questions: LayoutQuestion[];
}

// Header names, in the languages of the banks whose exports the tests copy; the first matching column wins.
const NAMES = {
  date: /^(transaction |trans\.? |posting |booking )?date|^datum|^buchungstag|^fecha|^date d/i,
  description:
    /descri|payee|merchant|narrative|details|beg(ue|ü)nstigter|verwendungszweck|libell|concepto|^name|^memo|^reference/i,
  amount: /^(transaction )?amount|^betrag|^montant|^importe|^value$/i,
  debit: /debit|withdrawal|paid out|money out|outflow|^charge|^soll$/i,
  credit: /credit|deposit|paid in|money in|inflow|^haben$/i,
} as const;
// A description column is preferred over a memo or reference one when both are named.
const PREFERRED_DESCRIPTION = /descri|payee|merchant|narrative|beg(ue|ü)nstigter|libell|concepto|^name/i;

type Table = readonly (readonly string[])[];

function namedColumn(header: readonly string[], pattern: RegExp, taken: ReadonlySet<number>): number | null {
  const index = header.findIndex((name, column) => !taken.has(column) && pattern.test(name.trim()));
  return index === -1 ? null : index;
}

function columnCells(rows: Table, column: number): string[] {
  return rows.map((row) => (row[column] ?? '').trim());
}

/** The decimal mark most of the amount-like cells are written with. */
function guessDecimalMark(rows: Table): DecimalMark {
  let commas = 0;
  let points = 0;
  for (const row of rows)
    for (const cell of row) {
      if (looksLikeDate(cell)) continue;
      const mark = writtenDecimalMark(cell);
      if (mark === ',') commas += 1;
      if (mark === '.') points += 1;
    }
  return commas > points ? ',' : '.';
}

// A column is of a kind when this share of its cells are: a row that cannot be read is then told as such.
const MOSTLY = 0.8;

function mostly(cells: readonly string[], test: (cell: string) => boolean): boolean {
  return cells.length > 0 && cells.filter(test).length >= cells.length * MOSTLY;
}

function isAmountColumn(rows: Table, column: number, decimalMark: DecimalMark): boolean {
  const cells = columnCells(rows, column).filter((cell) => cell !== '');
  return mostly(cells, (cell) => !looksLikeDate(cell) && statementAmount(cell, decimalMark) !== null);
}

function isDateColumn(rows: Table, column: number): boolean {
  return mostly(columnCells(rows, column), looksLikeDate);
}

/** Mean count of letters in a column's cells: the description is the wordiest column. */
function letters(rows: Table, column: number): number {
  const cells = columnCells(rows, column);
  return (
    cells.reduce((sum, cell) => sum + (cell.match(/\p{L}/gu)?.length ?? 0), 0) / Math.max(1, cells.length)
  );
}

/** Two columns of which every row fills exactly one: money out and money in. */
function splitPair(rows: Table, columns: readonly number[]): [number, number] | null {
  for (const [position, first] of columns.entries())
    for (const second of columns.slice(position + 1)) {
      const filledOne = rows.every(
        (row) => ((row[first] ?? '').trim() === '') !== ((row[second] ?? '').trim() === ''),
      );
      if (filledOne) return [first, second];
    }
  return null;
}

/** Money spent is the sign most rows carry: a card's charges are positive, a bank account's spending negative. */
function spendingSign(rows: Table, column: number, decimalMark: DecimalMark): 'negative' | 'positive' {
  const amounts = columnCells(rows, column).map((cell) => statementAmount(cell, decimalMark) ?? 0);
  const negatives = amounts.filter((amount) => amount < 0).length;
  return negatives * 2 >= amounts.filter((amount) => amount !== 0).length ? 'negative' : 'positive';
}

/** True when the first row names columns: none of its cells is a date while the rows below have one. */
function hasHeaderRow(table: Table): boolean {
  const [first, ...rest] = table;
  if (!first || rest.length === 0) return false;
  return !first.some(looksLikeDate) && rest.slice(0, 5).some((row) => row.some(looksLikeDate));
}

function columnsByName(header: readonly string[], body: Table, decimalMark: DecimalMark) {
  const taken = new Set<number>();
  const take = (column: number | null) => {
    if (column !== null) taken.add(column);
    return column;
  };
  const date = take(namedColumn(header, NAMES.date, taken));
  const description = take(
    namedColumn(header, PREFERRED_DESCRIPTION, taken) ?? namedColumn(header, NAMES.description, taken),
  );
  const amount = take(namedColumn(header, NAMES.amount, taken));
  const debit = amount === null ? take(namedColumn(header, NAMES.debit, taken)) : null;
  const credit = amount === null ? take(namedColumn(header, NAMES.credit, taken)) : null;
  const amountColumns: AmountColumns | null =
    amount !== null
      ? { kind: 'signed', column: amount, spending: spendingSign(body, amount, decimalMark) }
      : debit !== null && credit !== null
        ? { kind: 'split', debit, credit }
        : null;
  return { date, description, amount: amountColumns };
}

function columnsByContent(body: Table, width: number, decimalMark: DecimalMark) {
  const columns = [...Array(width).keys()];
  const date = columns.find((column) => isDateColumn(body, column)) ?? null;
  const amounts = columns.filter((column) => column !== date && isAmountColumn(body, column, decimalMark));
  const pair = splitPair(body, amounts);
  const signed = amounts.find((column) => columnCells(body, column).every((cell) => cell !== ''));
  const amount: AmountColumns | null = pair
    ? { kind: 'split', debit: pair[0], credit: pair[1] }
    : signed !== undefined
      ? { kind: 'signed', column: signed, spending: spendingSign(body, signed, decimalMark) }
      : null;
  const texts = columns.filter((column) => column !== date && !amounts.includes(column));
  const description = texts.reduce<number | null>(
    (best, column) => (best === null || letters(body, column) > letters(body, best) ? column : best),
    null,
  );
  return { date, description, amount };
}

/**
 * The likely layout of a table of cells (the file's rows, preamble removed), and what it was unsure of;
 * null when no column holds dates or none amounts: not a statement.
 */
export function guessCsvLayout(table: Table, delimiter: string): LayoutGuess | null {
  const header = hasHeaderRow(table);
  const body = header ? table.slice(1) : table;
  const width = Math.max(0, ...table.map((row) => row.length));
  const decimalMark = guessDecimalMark(body);
  const named = header ? columnsByName(table[0]!, body, decimalMark) : null;
  const found = columnsByContent(body, width, decimalMark);
  const date = named?.date ?? found.date;
  const amount = named?.amount ?? found.amount;
  const description = named?.description ?? found.description;
  if (date === null || amount === null || description === null) return null;
  const dates = guessDateOrder(columnCells(body, date), decimalMark);
  const questions: LayoutQuestion[] = [];
  if (!dates.certain) questions.push('dateOrder');
  if (amount.kind === 'signed') questions.push('spending');
  if (!named || named.date === null || named.amount === null || named.description === null)
    questions.push('columns');
  return {
    layout: { delimiter, header, date, description, amount, dateOrder: dates.order, decimalMark },
    questions,
  };
}
