import {
  centsToDecimal,
  expenseCategoryLabel,
  paymentMethodLabel,
  toCents,
  type Contractor,
  type Expense,
} from '@reno/domain';

const HEADER = [
  'Date',
  'Description',
  'Category',
  'Payment Method',
  'Contractor',
  'Amount',
  'Notes',
  'Receipt',
];

/** RFC 4180 quoting; text that a spreadsheet would run as a formula gets a leading apostrophe. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function contractorNameFor(
  expense: Pick<Expense, 'contractorId'>,
  contractors: readonly Contractor[],
): string {
  if (expense.contractorId === null || expense.contractorId === undefined) return '';
  return (
    contractors.find((contractor) => contractor.id === expense.contractorId)?.name ?? 'Unknown Contractor'
  );
}

/**
 * The expenses as CSV that spreadsheets open correctly: a UTF-8 byte-order mark, CRLF line ends,
 * ISO dates (YYYY-MM-DD) and plain decimal amounts, so both are read as dates and numbers.
 */
export function expensesToCsv(expenses: readonly Expense[], contractors: readonly Contractor[]): string {
  const rows = expenses.map((expense) => [
    expense.date,
    expense.description,
    expenseCategoryLabel(expense.category),
    paymentMethodLabel(expense.paymentMethod),
    contractorNameFor(expense, contractors),
    centsToDecimal(toCents(expense.amount) ?? 0),
    expense.notes ?? '',
    expense.imageUrl ? 'Yes' : 'No',
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function csvFileName(projectSlug: string, today: string): string {
  return `expenses-${projectSlug || 'project'}-${today}.csv`;
}
