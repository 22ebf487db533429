// An estimate's installments as the screens read them (docs/product.md#payment-schedules): the API sends
// what each asks and what of it is paid; the status and the 'Next: …' line depend on the day and the
// project's milestones, so they are computed here with the domain's functions and the local date.
import {
  installmentStatus,
  nextInstallmentText,
  toCents,
  type InstallmentStatus,
  type InstallmentView,
  type MilestoneProgress,
  type PaymentScheduleView,
} from '@reno/domain';

/** The money of an installment in cents, as the domain's status functions read it. */
export const installmentPayment = (installment: InstallmentView) => ({
  amountCents: toCents(installment.amountDue) ?? 0,
  paidCents: toCents(installment.paid) ?? 0,
});

export function statusOf(
  installment: InstallmentView,
  milestones: readonly MilestoneProgress[],
  today: string,
): InstallmentStatus {
  return installmentStatus(installment, installmentPayment(installment), milestones, today);
}

/** 'Next: $2,400 due Dec 4 (Framing complete)', or null once everything is paid. */
export function nextPaymentText(
  schedule: PaymentScheduleView,
  milestones: readonly MilestoneProgress[],
  today: string,
): string | null {
  const { installments } = schedule;
  return nextInstallmentText(installments, installments.map(installmentPayment), milestones, today);
}

/**
 * What an installment paid (in full or in part) without a lien waiver says: 'Waiver missing', and for the
 * final payment 'Final unconditional waiver missing'; null when it holds one or nothing of it is paid.
 */
export function missingWaiverText(installment: InstallmentView): string | null {
  if (installment.waiver !== null || (toCents(installment.paid) ?? 0) <= 0) return null;
  return installment.kind === 'final' ? 'Final unconditional waiver missing' : 'Waiver missing';
}

const KIND_WORDS = { deposit: 'deposit', progress: 'progress', final: 'final' } as const;

/**
 * How the 'pay anyway?' question names an installment: its label, else the month it is due ('May'),
 * else its kind ('deposit').
 */
export function installmentName(installment: InstallmentView): string {
  if (installment.label) return installment.label;
  if (installment.dueDate) {
    const [year, month] = installment.dueDate.split('-').map(Number);
    return new Date(year ?? 2000, (month ?? 1) - 1, 1).toLocaleString('en-US', { month: 'long' });
  }
  return KIND_WORDS[installment.kind];
}

/**
 * Before linking a new payment to the estimate: the question when its most recent paid installment holds
 * no lien waiver ('The May payment has no lien waiver yet — pay anyway?'), else null.
 */
export function payAnywayQuestion(schedule: PaymentScheduleView | null | undefined): string | null {
  const lastPaid = (schedule?.installments ?? [])
    .filter((installment) => (toCents(installment.paid) ?? 0) > 0)
    .at(-1);
  if (!lastPaid || lastPaid.waiver !== null) return null;
  return `The ${installmentName(lastPaid)} payment has no lien waiver yet — pay anyway?`;
}
