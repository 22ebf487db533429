import {
  centsToDecimal,
  hundredthsToDecimal,
  paymentState,
  scheduleAmounts,
  toCents,
  toHundredths,
  type PaymentScheduleInput,
  type PaymentScheduleView,
  type ScheduleBase,
} from '@reno/domain';

/** A schedule's terms as the arithmetic reads them from the view the fake stores. */
export function scheduleTermsOf(schedule: PaymentScheduleView) {
  return {
    retainageHundredths: toHundredths(schedule.retainagePercentage) ?? 0,
    installments: schedule.installments.map((installment) => ({
      kind: installment.kind,
      amountCents: installment.amount === null ? null : toCents(installment.amount),
      percentHundredths: installment.percentage === null ? null : toHundredths(installment.percentage),
      changeOrderIds: installment.changeOrderIds,
    })),
  };
}

/**
 * The stored schedule as the API answers it: what each installment asks, retains, releases and has been
 * paid, derived with the domain's own arithmetic (scheduleAmounts, paymentState), as the data layer does.
 * Retainage held counts only while the estimate is approved.
 */
export function presentSchedule(
  schedule: PaymentScheduleView | null | undefined,
  base: ScheduleBase,
  paidCents: number,
  approved: boolean,
): PaymentScheduleView | null {
  if (!schedule) return null;
  const state = paymentState(scheduleAmounts(scheduleTermsOf(schedule), base), paidCents);
  return {
    retainagePercentage: schedule.retainagePercentage,
    retainageHeld: centsToDecimal(approved ? state.retainageHeldCents : 0),
    installments: schedule.installments.map((installment, index) => {
      const payment = state.installments[index];
      return {
        ...installment,
        amountDue: centsToDecimal(payment?.amountCents ?? 0),
        retained: centsToDecimal(payment?.retainedCents ?? 0),
        released: centsToDecimal(payment?.releasedCents ?? 0),
        paid: centsToDecimal(payment?.paidCents ?? 0),
      };
    }),
  };
}

/**
 * The schedule to store from a PUT: installments named by id keep their waiver, new ones get the next
 * numbers (here the largest so far + 1; the API keeps a counter so that it never reuses one).
 */
export function storedSchedule(
  before: PaymentScheduleView | null | undefined,
  input: PaymentScheduleInput,
): PaymentScheduleView {
  const kept = new Map((before?.installments ?? []).map((installment) => [installment.id, installment]));
  let nextId = Math.max(0, ...kept.keys()) + 1;
  return {
    retainagePercentage: hundredthsToDecimal(input.retainageHundredths),
    retainageHeld: '0.00',
    installments: input.installments.map((draft) => ({
      id: draft.id ?? nextId++,
      kind: draft.kind,
      label: draft.label,
      amount: draft.amountCents === null ? null : centsToDecimal(draft.amountCents),
      percentage: draft.percentHundredths === null ? null : hundredthsToDecimal(draft.percentHundredths),
      dueDate: draft.dueDate,
      milestoneId: draft.milestoneId,
      changeOrderIds: [...draft.changeOrderIds],
      amountDue: '0.00',
      retained: '0.00',
      released: '0.00',
      paid: '0.00',
      waiver: (draft.id !== null ? kept.get(draft.id)?.waiver : null) ?? null,
    })),
  };
}
