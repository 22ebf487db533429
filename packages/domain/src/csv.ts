// The app's CSV dialect, for every CSV it writes (the Expenses screen's export, the records archive):
// a UTF-8 byte-order mark so spreadsheets read the text as UTF-8, CRLF line ends, quoting, and a formula
// guard (at the start of a text and after any separator inside it). A cell is typed: text (a string) or a
// number (`csvNumber`), so the guard never turns an amount, a credit's `-240.00` among them, into text that
// a spreadsheet's totals skip.

import { centsToDecimal } from './money';

export const CSV_BOM = '\uFEFF';
const CSV_LINE_END = '\r\n';

/** A cell a spreadsheet reads as a number: written as it is, never guarded. */
export interface CsvNumber {
  readonly decimal: string;
}

export type CsvCell = string | CsvNumber;

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number cell from a plain decimal ('-240.00'); anything else is refused, so it cannot smuggle a formula. */
export function csvNumber(decimal: string): CsvNumber {
  if (!PLAIN_DECIMAL.test(decimal))
    throw new RangeError(`Not a plain decimal number: ${JSON.stringify(decimal)}`);
  return { decimal };
}

/** An amount of money as a number cell: 2 decimals, '-240.00' for a credit. */
export const csvAmount = (cents: number): CsvNumber => csvNumber(centsToDecimal(cents));

// A spreadsheet runs text starting with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;
// A spreadsheet whose list separator is ';' (or a tab) splits a line there before it reads the quotes, so a
// separator inside the text also starts a cell (OWASP, CSV injection): a formula character after one, spaces
// between them or not, is guarded as at the start. Line breaks count too, for a reader that splits lines first.
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n] *)([=+\-@])/g;
// Quoted: the field separator (',', or ';' where a spreadsheet's list separator is one), quotes, line breaks.
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * A number as it is; text guarded with an apostrophe before a formula character that starts it or follows a
 * separator inside it, then quoted (RFC 4180) when it must be.
 */
export function csvCell(cell: CsvCell): string {
  if (typeof cell !== 'string') return cell.decimal;
  const inside = cell.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  const safe = FORMULA_START.test(inside) ? `'${inside}` : inside;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, with its line end: written as is by a streaming writer. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}${CSV_LINE_END}`;
}

/** A whole CSV file: the byte-order mark, then the header and every row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}
