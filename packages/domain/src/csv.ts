// The app's CSV dialect, for every CSV it writes (the Expenses screen's export, the records archive):
// a UTF-8 byte-order mark so spreadsheets read the text as UTF-8, CRLF line ends, RFC 4180 quoting, and
// a formula guard.

export const CSV_BOM = '\uFEFF';
const CSV_LINE_END = '\r\n';

/** RFC 4180 quoting; text that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, with its line end: written as is by a streaming writer. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}${CSV_LINE_END}`;
}

/** A whole CSV file: the byte-order mark, then the header and every row. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}
