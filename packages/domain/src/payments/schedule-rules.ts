// The shape a payment schedule must have (docs/product.md#validation-payment-schedule), judged the same way
// by the API's schema and by the data layer: an optional deposit first, progress payments, one final
// payment last; each installment before the final one an amount or a percentage, each due on a date or a
// milestone.
import type { InstallmentTerms } from './schedule';

const MAX_INSTALLMENTS = 20;
/** Retainage is a small share held back; half of each payment is the most a schedule may hold. */
const MAX_RETAINAGE_HUNDREDTHS = 5_000;
const HUNDRED_PERCENT = 10_000;

export const PAYMENT_SCHEDULE_MESSAGES = {
  installments: 'Installments must be a list',
  tooMany: `A schedule has at most ${MAX_INSTALLMENTS} installments`,
  finalLast: 'The last installment must be the final payment',
  oneFinal: 'Only the last installment can be the final payment',
  depositFirst: 'Only the first installment can be the deposit',
  kind: 'Kind must be deposit, progress or final',
  amountOrPercentage: 'Give an amount or a percentage',
  amountAndPercentage: 'Give an amount or a percentage, not both',
  finalAmount: 'The final payment is the rest of the total: give it no amount',
  amount: 'Amount must be greater than 0',
  amountMax: 'Amount must be at most $99,999,999.99',
  percentage: 'Percentage must be more than 0% and at most 100%',
  percentagesOver: 'Percentages must add up to 100% or less',
  due: 'Give a due date or a milestone',
  dueBoth: 'Give a due date or a milestone, not both',
  dueDate: 'Due date must be a valid date (YYYY-MM-DD)',
  milestone: 'Milestone is invalid',
  changeOrder: 'Change order is invalid',
  changeOrderTwice: 'A change order can be placed on one installment only',
  installment: 'Installment is invalid',
  installmentTwice: 'Each installment can appear only once',
  retainage: 'Retainage must be between 0% and 50%',
  retainageRelease: 'With retainage, the final payment must be due when a milestone completes',
  // Judged against the estimate (by the data layer, which reads it).
  overTotal: (revisedTotal: string) =>
    `The installments add up to more than the revised total of ${revisedTotal}`,
  unknownChangeOrder: 'This change order is not on this estimate',
  unknownInstallment: 'This installment is not in the schedule',
  waiverKept: 'An installment that holds a lien waiver cannot be removed',
  // A lien waiver (PUT …/installments/{installmentId}/waiver).
  waiverFile: 'Upload the lien waiver document',
  waiverType: 'Waiver type must be conditional or unconditional',
  waiverPayment: 'Waiver payment must be progress or final',
} as const;

/** The wire names of an installment's fields, which the issues name. */
type InstallmentField =
  'id' | 'kind' | 'amount' | 'percentage' | 'dueDate' | 'milestoneId' | 'changeOrderIds';

/** One problem: on the schedule's `retainagePercentage` or `installments`, or on one installment's field. */
export interface ScheduleIssue {
  field: 'retainagePercentage' | 'installments' | InstallmentField;
  /** The installment's position; null for the schedule's own fields. */
  index: number | null;
  message: string;
}

export interface ScheduleDraft {
  retainageHundredths: number;
  installments: readonly (InstallmentTerms & { id: number | null })[];
}

function installmentIssues(
  installment: ScheduleDraft['installments'][number],
  index: number,
): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const on = (field: InstallmentField, message: string) => issues.push({ field, index, message });
  const { amountCents, percentHundredths } = installment;
  if (installment.kind === 'final') {
    if (amountCents !== null || percentHundredths !== null)
      on(amountCents !== null ? 'amount' : 'percentage', PAYMENT_SCHEDULE_MESSAGES.finalAmount);
  } else if (amountCents !== null && percentHundredths !== null) {
    on('amount', PAYMENT_SCHEDULE_MESSAGES.amountAndPercentage);
  } else if (amountCents === null && percentHundredths === null) {
    on('amount', PAYMENT_SCHEDULE_MESSAGES.amountOrPercentage);
  } else if (amountCents !== null && amountCents <= 0) {
    on('amount', PAYMENT_SCHEDULE_MESSAGES.amount);
  } else if (percentHundredths !== null && (percentHundredths <= 0 || percentHundredths > HUNDRED_PERCENT)) {
    on('percentage', PAYMENT_SCHEDULE_MESSAGES.percentage);
  }
  if (installment.dueDate !== null && installment.milestoneId !== null)
    on('dueDate', PAYMENT_SCHEDULE_MESSAGES.dueBoth);
  else if (installment.dueDate === null && installment.milestoneId === null)
    on('dueDate', PAYMENT_SCHEDULE_MESSAGES.due);
  return issues;
}

function orderIssues(draft: ScheduleDraft): ScheduleIssue[] {
  const last = draft.installments.length - 1;
  const issues: ScheduleIssue[] = [];
  draft.installments.forEach((installment, index) => {
    if (installment.kind === 'deposit' && index !== 0)
      issues.push({ field: 'kind', index, message: PAYMENT_SCHEDULE_MESSAGES.depositFirst });
    if (installment.kind === 'final' && index !== last)
      issues.push({ field: 'kind', index, message: PAYMENT_SCHEDULE_MESSAGES.oneFinal });
  });
  const final = draft.installments[last];
  if (!final)
    issues.push({ field: 'installments', index: null, message: PAYMENT_SCHEDULE_MESSAGES.finalLast });
  else if (final.kind !== 'final')
    issues.push({ field: 'kind', index: last, message: PAYMENT_SCHEDULE_MESSAGES.finalLast });
  return issues;
}

/** Ids and change orders named twice: each on the later installment that repeats it. */
function repeatIssues(draft: ScheduleDraft): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const ids = new Set<number>();
  const orders = new Set<number>();
  draft.installments.forEach((installment, index) => {
    if (installment.id !== null) {
      if (ids.has(installment.id))
        issues.push({ field: 'id', index, message: PAYMENT_SCHEDULE_MESSAGES.installmentTwice });
      ids.add(installment.id);
    }
    for (const order of installment.changeOrderIds) {
      if (orders.has(order))
        issues.push({ field: 'changeOrderIds', index, message: PAYMENT_SCHEDULE_MESSAGES.changeOrderTwice });
      orders.add(order);
    }
  });
  return issues;
}

/** Every problem of the schedule's shape; [] when it may be stored. */
export function scheduleIssues(draft: ScheduleDraft): ScheduleIssue[] {
  if (draft.installments.length > MAX_INSTALLMENTS)
    return [{ field: 'installments', index: null, message: PAYMENT_SCHEDULE_MESSAGES.tooMany }];
  const issues: ScheduleIssue[] = [];
  if (draft.retainageHundredths < 0 || draft.retainageHundredths > MAX_RETAINAGE_HUNDREDTHS)
    issues.push({ field: 'retainagePercentage', index: null, message: PAYMENT_SCHEDULE_MESSAGES.retainage });
  issues.push(...orderIssues(draft));
  draft.installments.forEach((installment, index) => issues.push(...installmentIssues(installment, index)));
  const percentages = draft.installments.reduce((sum, item) => sum + (item.percentHundredths ?? 0), 0);
  if (percentages > HUNDRED_PERCENT)
    issues.push({ field: 'installments', index: null, message: PAYMENT_SCHEDULE_MESSAGES.percentagesOver });
  const final = draft.installments.at(-1);
  if (draft.retainageHundredths > 0 && final?.kind === 'final' && final.milestoneId === null)
    issues.push({
      field: 'milestoneId',
      index: draft.installments.length - 1,
      message: PAYMENT_SCHEDULE_MESSAGES.retainageRelease,
    });
  issues.push(...repeatIssues(draft));
  return issues;
}
