import {
  csvAmount,
  expenseCategoryLabel,
  paymentMethodLabel,
  toCents,
  toCsv,
  type Contractor,
  type Expense,
  type RecordAuthor,
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
  'Added By',
  'Changed By',
];

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
 * The expenses as CSV in the app's dialect (@reno/domain `toCsv`: byte-order mark, CRLF, quoting, formula
 * guard on text), with ISO dates (YYYY-MM-DD) and amounts as number cells, so both are read as dates and
 * numbers; `nameOf` names who added and who last changed each (docs/product.md#record-edits).
 */
export function expensesToCsv(
  expenses: readonly Expense[],
  contractors: readonly Contractor[],
  nameOf: (author: RecordAuthor) => string,
): string {
  const rows = expenses.map((expense) => [
    expense.date,
    expense.description,
    expenseCategoryLabel(expense.category),
    paymentMethodLabel(expense.paymentMethod),
    contractorNameFor(expense, contractors),
    csvAmount(toCents(expense.amount) ?? 0),
    expense.notes ?? '',
    expense.imageUrl ? 'Yes' : 'No',
    nameOf(expense.createdBy),
    nameOf(expense.updatedBy),
  ]);
  return toCsv(HEADER, rows);
}

export function csvFileName(projectSlug: string, today: string): string {
  return `expenses-${projectSlug || 'project'}-${today}.csv`;
}
