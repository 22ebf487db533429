// The rows of the archive's CSV files (the app's CSV dialect, @reno/domain csvLine): ISO dates, and amounts,
// rates and percentages as number cells, so spreadsheets read them as dates and numbers.
import type {
  ChangeOrderRecord,
  ContractorRecord,
  EstimateRecord,
  ExpenseRecord,
  MilestoneRecord,
} from '@reno/data';
import {
  centsToDecimal,
  csvAmount,
  csvNumber,
  expenseCategoryLabel,
  hundredthsToDecimal,
  paymentMethodLabel,
  paymentProgress,
  type CsvCell,
} from '@reno/domain';

/** Names of the records an expense or estimate points at, by id. */
export interface RecordNames {
  contractors: ReadonlyMap<number, string>;
  estimates: ReadonlyMap<number, string>;
}

const nameOf = (names: ReadonlyMap<number, string>, id: number | null) =>
  id === null ? '' : (names.get(id) ?? '');

export const EXPENSE_HEADER = [
  'Date',
  'Description',
  'Category',
  'Payment Method',
  'Contractor',
  'Estimate',
  'Amount',
  'Notes',
  'Receipt',
];

/** `receipt`: the file's name in the archive, an external link as it is, or '' for none. */
export function expenseRow(expense: ExpenseRecord, names: RecordNames, receipt: string): CsvCell[] {
  return [
    expense.date,
    expense.description,
    expenseCategoryLabel(expense.category),
    paymentMethodLabel(expense.paymentMethod),
    nameOf(names.contractors, expense.contractorId),
    nameOf(names.estimates, expense.estimateId),
    csvAmount(expense.amountCents),
    expense.notes ?? '',
    receipt,
  ];
}

export const ESTIMATE_HEADER = [
  'Date',
  'Title',
  'Contractor',
  'Category',
  'Status',
  'Amount',
  'Tax Rate',
  'Total With Tax',
  'Approved Changes',
  'Revised Total',
  'Paid',
  'Remaining',
  'Percent Paid',
  'Change Orders',
  'Notes',
  'Attachment',
];

export function estimateRow(
  estimate: EstimateRecord,
  changeOrders: readonly ChangeOrderRecord[],
  names: RecordNames,
  attachment: string,
): CsvCell[] {
  const progress = paymentProgress(estimate.revisedTotalWithTaxCents, estimate.paidCents);
  return [
    estimate.date,
    estimate.title,
    nameOf(names.contractors, estimate.contractorId),
    estimate.category === null ? '' : expenseCategoryLabel(estimate.category),
    capitalize(estimate.status),
    csvAmount(estimate.amountCents),
    csvNumber(hundredthsToDecimal(estimate.taxRateHundredths)),
    csvAmount(estimate.totalWithTaxCents),
    csvAmount(estimate.changeOrdersTotalCents),
    csvAmount(estimate.revisedTotalWithTaxCents),
    csvAmount(progress.paidCents),
    csvAmount(progress.remainingCents),
    csvNumber(progress.percent.toFixed(2)),
    changeOrders.map(describeChangeOrder).join('; '),
    estimate.notes ?? '',
    attachment,
  ];
}

/** 'Extra outlets 240.00 approved 2026-10-20' */
function describeChangeOrder(order: ChangeOrderRecord): string {
  return `${order.title} ${centsToDecimal(order.amountCents)} ${order.status} ${order.date}`;
}

export const MILESTONE_HEADER = [
  'Title',
  'Category',
  'Target Date',
  'Completed',
  'Completed Date',
  'Description',
];

export function milestoneRow(milestone: MilestoneRecord): string[] {
  return [
    milestone.title,
    milestone.category,
    milestone.targetDate ?? '',
    milestone.isCompleted ? 'Yes' : 'No',
    milestone.completedDate ?? '',
    milestone.description ?? '',
  ];
}

export const CONTRACTOR_HEADER = ['Name', 'Company', 'Specialty', 'Email', 'Phone', 'Hourly Rate', 'Notes'];

export function contractorRow(contractor: ContractorRecord): CsvCell[] {
  return [
    contractor.name,
    contractor.company ?? '',
    contractor.specialty ?? '',
    contractor.email ?? '',
    contractor.phone ?? '',
    contractor.hourlyRateCents === null ? '' : csvAmount(contractor.hourlyRateCents),
    contractor.notes ?? '',
  ];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
