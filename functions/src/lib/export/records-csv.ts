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
  INSTALLMENT_KIND_LABELS,
  INSTALLMENT_STATUS_LABELS,
  installmentStatus,
  csvNumber,
  expenseCategoryLabel,
  hundredthsToDecimal,
  paymentMethodLabel,
  paymentProgress,
  type CsvCell,
  type Installment,
  type MilestoneProgress,
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
export const EDITS_HEADER = ['Added By', 'Changed By'];
const personOf = (names: RecordNames, author: RecordAuthor) =>
  author.name ?? names.people.get(author.userId) ?? '';
export const editsOf = (record: RecordEdits, names: RecordNames): CsvCell[] => [
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

/**
 * payments.csv: one row per installment of an estimate's payment schedule. The schedule is part of its
 * estimate (who set it is estimates.csv's 'Changed By'), so these rows name no authors of their own.
 */
export const PAYMENT_HEADER = [
  'Estimate',
  'Contractor',
  'Installment',
  'Name',
  'Kind',
  'Due Date',
  'Milestone',
  'Amount',
  'Retained',
  'Paid',
  'Status',
  'Waiver Type',
  'Waiver Payment',
  'Waiver',
];

/**
 * The rows of one estimate's schedule (none without one). Status on `day`, as the estimate card shows it;
 * an estimate that is not approved owes nothing, so its rows say 'Estimate pending' or 'Estimate rejected'.
 * `waiverFile`: the waiver's name in the archive, or '' for none packed.
 */
export function paymentRows(
  estimate: EstimateRecord,
  context: { names: RecordNames; milestones: readonly MilestoneProgress[]; day: string },
  waiverFile: (installment: Installment) => string,
): CsvCell[][] {
  const installments = estimate.paymentSchedule?.installments ?? [];
  return installments.map((installment, index) => {
    const payment = estimate.installmentPayments[index];
    const amounts = { amountCents: payment?.amountCents ?? 0, paidCents: payment?.paidCents ?? 0 };
    const milestone = context.milestones.find((candidate) => candidate.id === installment.milestoneId);
    const status =
      estimate.status === 'approved'
        ? INSTALLMENT_STATUS_LABELS[installmentStatus(installment, amounts, context.milestones, context.day)]
        : `Estimate ${estimate.status}`;
    return [
      estimate.title,
      nameOf(context.names.contractors, estimate.contractorId),
      csvNumber(String(index + 1)),
      installment.label ?? '',
      INSTALLMENT_KIND_LABELS[installment.kind],
      installment.dueDate ?? '',
      milestone?.title ?? '',
      csvAmount(amounts.amountCents),
      csvAmount(payment?.retainedCents ?? 0),
      csvAmount(amounts.paidCents),
      status,
      installment.waiver ? capitalize(installment.waiver.type) : '',
      installment.waiver ? capitalize(installment.waiver.payment) : '',
      installment.waiver ? waiverFile(installment) : '',
    ];
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
