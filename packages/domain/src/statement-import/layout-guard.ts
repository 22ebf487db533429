// A stored or sent CSV layout checked field by field (docs/product.md#statement-import-csv): the layout a
// household chose for a file shape comes back from the API as JSON, and goes to it from the browser.
import type { CsvLayout } from './csv-layout';

// No statement has more columns than this.
const MAX_COLUMN = 199;
const DELIMITERS: readonly string[] = [',', ';', '\t', '|'];

const isColumn = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COLUMN;

function isAmountColumns(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const amount = value as Record<string, unknown>;
  if (amount.kind === 'signed')
    return isColumn(amount.column) && ['negative', 'positive'].includes(String(amount.spending));
  return (
    amount.kind === 'split' &&
    isColumn(amount.debit) &&
    isColumn(amount.credit) &&
    amount.debit !== amount.credit
  );
}

/** True when the value is a whole CSV layout: the delimiter, the header flag, columns, date order, decimal mark. */
export function isCsvLayout(value: unknown): value is CsvLayout {
  if (typeof value !== 'object' || value === null) return false;
  const layout = value as Record<string, unknown>;
  return (
    DELIMITERS.includes(String(layout.delimiter)) &&
    typeof layout.header === 'boolean' &&
    isColumn(layout.date) &&
    isColumn(layout.description) &&
    isAmountColumns(layout.amount) &&
    ['ymd', 'mdy', 'dmy'].includes(String(layout.dateOrder)) &&
    ['.', ','].includes(String(layout.decimalMark))
  );
}
