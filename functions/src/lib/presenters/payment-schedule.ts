import { centsToDecimal, hundredthsToDecimal, type PaymentScheduleView } from '@reno/domain';
import type { EstimateRecord } from '@reno/data';
import { optionalMoney, optionalPercent } from './optional-decimals';

/** An estimate's payment schedule with what each installment asks and what of it is paid; null for none. */
export function presentPaymentSchedule(estimate: EstimateRecord): PaymentScheduleView | null {
  const schedule = estimate.paymentSchedule;
  if (!schedule) return null;
  return {
    retainagePercentage: hundredthsToDecimal(schedule.retainageHundredths),
    retainageHeld: centsToDecimal(estimate.retainageHeldCents),
    installments: schedule.installments.map((installment, index) => {
      const payment = estimate.installmentPayments[index];
      return {
        id: installment.id,
        kind: installment.kind,
        label: installment.label,
        amount: optionalMoney(installment.amountCents),
        percentage: optionalPercent(installment.percentHundredths),
        dueDate: installment.dueDate,
        milestoneId: installment.milestoneId,
        changeOrderIds: [...installment.changeOrderIds],
        amountDue: centsToDecimal(payment?.amountCents ?? 0),
        retained: centsToDecimal(payment?.retainedCents ?? 0),
        released: centsToDecimal(payment?.releasedCents ?? 0),
        paid: centsToDecimal(payment?.paidCents ?? 0),
        waiver: installment.waiver && {
          fileUrl: installment.waiver.objectKey,
          type: installment.waiver.type,
          payment: installment.waiver.payment,
        },
      };
    }),
  };
}
