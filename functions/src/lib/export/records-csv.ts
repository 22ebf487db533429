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
  type RecordAuthor,
  type RecordEdits,
} from '@reno/domain';

/**
 * Names of the records an expense or estimate points at, by id; of the authors records written before
 * households name no name for (their owner), by user id.
 */
export interface RecordNames {
  contractors: ReadonlyMap<number, string>;
  estimates: ReadonlyMap<number, string>;
  people: ReadonlyMap<string, string>;
}

const nameOf = (names: ReadonlyMap<number, string>, id: number | null) =>
  id === null ? '' : (names.get(id) ?? '');

/** Who added and who last changed a record (docs/product.md#records-archive), closing every file's rows. */
const EDITS_HEADER = ['Added By', 'Changed By'];
const personOf = (names: RecordNames, author: RecordAuthor) =>
  author.name ?? names.people.get(author.userId) ?? '';
const editsOf = (record: RecordEdits, names: RecordNames): CsvCell[] => [
  personOf(names, record.createdBy),
  personOf(names, record.updatedBy),
];

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
  ...EDITS_HEADER,
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
    ...editsOf(expense, names),
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
  ...EDITS_HEADER,
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
    ...editsOf(estimate, names),
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
  ...EDITS_HEADER,
];

export function milestoneRow(milestone: MilestoneRecord, names: RecordNames): CsvCell[] {
  return [
    milestone.title,
    milestone.category,
    milestone.targetDate ?? '',
    milestone.isCompleted ? 'Yes' : 'No',
    milestone.completedDate ?? '',
    milestone.description ?? '',
    ...editsOf(milestone, names),
  ];
}

export const CONTRACTOR_HEADER = [
  'Name',
  'Company',
  'Specialty',
  'Email',
  'Phone',
  'Hourly Rate',
  'Notes',
  ...EDITS_HEADER,
];

export function contractorRow(contractor: ContractorRecord, names: RecordNames): CsvCell[] {
  return [
    contractor.name,
    contractor.company ?? '',
    contractor.specialty ?? '',
    contractor.email ?? '',
    contractor.phone ?? '',
    contractor.hourlyRateCents === null ? '' : csvAmount(contractor.hourlyRateCents),
    contractor.notes ?? '',
    ...editsOf(contractor, names),
  ];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
