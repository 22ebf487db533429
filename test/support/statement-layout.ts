/**
 * A CSV statement layout the API accepts (docs/product.md#statement-import-csv): a header, then the date
 * (month first), the description and one signed amount, spending negative.
 */
export const CSV_LAYOUT = {
  delimiter: ',',
  header: true,
  date: 0,
  description: 1,
  amount: { kind: 'signed', column: 2, spending: 'negative' },
  dateOrder: 'mdy',
  decimalMark: '.',
};
