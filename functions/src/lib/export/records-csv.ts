// The rows of the archive's CSV files (the app's CSV dialect, @reno/domain csvLine): ISO dates and plain
// decimal amounts, so spreadsheets read them as dates and numbers.
import type {
  ChangeOrderRecord,
  ContractorRecord,
  EstimateRecord,
  ExpenseRecord,
  MilestoneRecord,
} from '@reno/data';
import {
  centsToDecimal,
  expenseCategoryLabel,
  hundredthsToDecimal,
  paymentMethodLabel,
  paymentProgress,
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
export function expenseRow(expense: ExpenseRecord, names: RecordNames, receipt: string): string[] {
  return [
    expense.date,
    expense.description,
    expenseCategoryLabel(expense.category),
    paymentMethodLabel(expense.paymentMethod),
    nameOf(names.contractors, expense.contractorId),
    nameOf(names.estimates, expense.estimateId),
    centsToDecimal(expense.amountCents),
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
): string[] {
  const progress = paymentProgress(estimate.revisedTotalWithTaxCents, estimate.paidCents);
  return [
    estimate.date,
    estimate.title,
    nameOf(names.contractors, estimate.contractorId),
    estimate.category === null ? '' : expenseCategoryLabel(estimate.category),
    capitalize(estimate.status),
    centsToDecimal(estimate.amountCents),
    hundredthsToDecimal(estimate.taxRateHundredths),
    centsToDecimal(estimate.totalWithTaxCents),
    centsToDecimal(estimate.changeOrdersTotalCents),
    centsToDecimal(estimate.revisedTotalWithTaxCents),
    centsToDecimal(progress.paidCents),
    centsToDecimal(progress.remainingCents),
    progress.percent.toFixed(2),
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

export function contractorRow(contractor: ContractorRecord): string[] {
  return [
    contractor.name,
    contractor.company ?? '',
    contractor.specialty ?? '',
    contractor.email ?? '',
    contractor.phone ?? '',
    contractor.hourlyRateCents === null ? '' : centsToDecimal(contractor.hourlyRateCents),
    contractor.notes ?? '',
  ];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
