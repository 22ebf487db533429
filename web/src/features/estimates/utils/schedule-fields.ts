// The payment schedule editor's fields (docs/product.md#payment-schedule-screens): each installment is an
// amount or a percentage, due on a date or at a milestone; the form keeps both inputs of each choice and
// sends the chosen one, so that the API's issues ('installments.0.amount') land on the input shown.
import { INSTALLMENT_KIND_LABELS } from '../../../entities/estimate/utils/installments';
import {
  INSTALLMENT_KINDS,
  toCents,
  toHundredths,
  type Estimate,
  type InstallmentKind,
  type PaymentScheduleView,
  type ScheduleTerms,
} from '@reno/domain';

export interface InstallmentFields {
  /** The installment's number once stored; null for a new one. */
  id: number | null;
  kind: InstallmentKind;
  label: string;
  share: 'amount' | 'percentage';
  amount: string;
  percentage: string;
  timing: 'date' | 'milestone';
  dueDate: string;
  milestoneId: string;
  changeOrderIds: number[];
}

export interface ScheduleFormValues {
  retainagePercentage: string;
  installments: InstallmentFields[];
}

export const KIND_OPTIONS = INSTALLMENT_KINDS.map((kind) => ({
  value: kind,
  label: INSTALLMENT_KIND_LABELS[kind],
}));

/** A new installment of `kind`: a percentage, due on a date. */
export const newInstallment = (kind: InstallmentKind): InstallmentFields => ({
  id: null,
  kind,
  label: '',
  share: 'percentage',
  amount: '',
  percentage: '',
  timing: 'date',
  dueDate: '',
  milestoneId: '',
  changeOrderIds: [],
});

/** The editor's fields for the estimate's schedule; a new schedule starts with a final payment alone. */
export function scheduleToFields(schedule: PaymentScheduleView | null): ScheduleFormValues {
  if (!schedule) return { retainagePercentage: '0', installments: [newInstallment('final')] };
  return {
    retainagePercentage: schedule.retainagePercentage,
    installments: schedule.installments.map((installment) => ({
      id: installment.id,
      kind: installment.kind,
      label: installment.label ?? '',
      share: installment.amount !== null ? 'amount' : 'percentage',
      amount: installment.amount ?? '',
      percentage: installment.percentage ?? '',
      timing: installment.milestoneId !== null ? 'milestone' : 'date',
      dueDate: installment.dueDate ?? '',
      milestoneId: installment.milestoneId === null ? '' : String(installment.milestoneId),
      changeOrderIds: installment.changeOrderIds,
    })),
  };
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** PUT /api/estimates/{id}/schedule's body: the chosen input of each choice; the final payment has no share. */
export function schedulePayload(values: ScheduleFormValues) {
  return {
    retainagePercentage: blankToUndefined(values.retainagePercentage) ?? '0',
    installments: values.installments.map((installment) => {
      const final = installment.kind === 'final';
      return {
        ...(installment.id === null ? {} : { id: installment.id }),
        kind: installment.kind,
        label: blankToUndefined(installment.label),
        amount: !final && installment.share === 'amount' ? blankToUndefined(installment.amount) : undefined,
        percentage:
          !final && installment.share === 'percentage' ? blankToUndefined(installment.percentage) : undefined,
        dueDate: installment.timing === 'date' ? blankToUndefined(installment.dueDate) : undefined,
        milestoneId:
          installment.timing === 'milestone' && installment.milestoneId
            ? Number(installment.milestoneId)
            : undefined,
        changeOrderIds: final ? [] : installment.changeOrderIds,
      };
    }),
  };
}

/** The fields as the domain's arithmetic reads them, while they are typed (what does not parse counts 0). */
export function scheduleTermsOfFields(values: ScheduleFormValues): ScheduleTerms {
  const payload = schedulePayload(values);
  return {
    retainageHundredths: toHundredths(payload.retainagePercentage) ?? 0,
    installments: payload.installments.map(({ kind, amount, percentage, changeOrderIds }) => ({
      kind,
      amountCents: amount === undefined ? null : (toCents(amount) ?? 0),
      percentHundredths:
        amount !== undefined || kind === 'final' ? null : (toHundredths(percentage ?? '0') ?? 0),
      changeOrderIds,
    })),
  };
}

/** What the schedule's arithmetic reads of the estimate: its quoted total and approved change orders. */
export function scheduleBaseOf(
  estimate: Estimate,
  approvedChangeOrders: readonly { id: number; amountWithTax: string }[],
) {
  return {
    totalWithTaxCents: toCents(estimate.totalWithTax) ?? 0,
    approvedChangeOrders: approvedChangeOrders.map((order) => ({
      id: order.id,
      withTaxCents: toCents(order.amountWithTax) ?? 0,
    })),
  };
}
