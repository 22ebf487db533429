import {
  csvAmount,
  expenseCategoryLabel,
  paymentMethodLabel,
  toCents,
  toCsv,
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
 * numbers.
 */
export function expensesToCsv(expenses: readonly Expense[], contractors: readonly Contractor[]): string {
  const rows = expenses.map((expense) => [
    expense.date,
    expense.description,
    expenseCategoryLabel(expense.category),
    paymentMethodLabel(expense.paymentMethod),
    contractorNameFor(expense, contractors),
    csvAmount(toCents(expense.amount) ?? 0),
    expense.notes ?? '',
    expense.imageUrl ? 'Yes' : 'No',
  ]);
  return toCsv(HEADER, rows);
}

export function csvFileName(projectSlug: string, today: string): string {
  return `expenses-${projectSlug || 'project'}-${today}.csv`;
}
