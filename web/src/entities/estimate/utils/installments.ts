// An estimate's installments as the screens read them (docs/product.md#payment-schedules): the API sends
// what each asks and what of it is paid; the status and the 'Next: …' line depend on the day and the
// project's milestones, so they are computed here with the domain's functions and the local date.
import {
  installmentStatus,
  nextInstallmentText,
  toCents,
  todayLocalDateString,
  type Estimate,
  type InstallmentKind,
  type InstallmentStatus,
  type InstallmentView,
  type MilestoneProgress,
  type PaymentScheduleView,
} from '@reno/domain';

/** The money of an installment in cents, as the domain's status functions read it. */
const installmentPayment = (installment: InstallmentView) => ({
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

export const INSTALLMENT_KIND_LABELS: Record<InstallmentKind, string> = {
  deposit: 'Deposit',
  progress: 'Progress payment',
  final: 'Final payment',
};

/** An installment's own label, else its kind: 'Framing', 'Deposit', 'Final payment'. */
export const installmentLabel = (installment: Pick<InstallmentView, 'label' | 'kind'>): string =>
  installment.label ?? INSTALLMENT_KIND_LABELS[installment.kind];

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

/** The local date `days` after `today` ('YYYY-MM-DD'). */
function daysAfter(today: string, days: number): string {
  const [year, month, day] = today.split('-').map(Number);
  const date = new Date(year ?? 2000, (month ?? 1) - 1, (day ?? 1) + days);
  return todayLocalDateString(date);
}

export interface DueInstallment {
  estimate: Estimate;
  installment: InstallmentView;
  status: InstallmentStatus;
  /** What is left of it to pay, in cents. */
  leftCents: number;
}

/**
 * The dashboard's 'Due this week': across the estimates, each installment not paid in full that is
 * overdue, due today, or due on a date within the next 7 days; the overdue first, then by date.
 */
export function dueThisWeek(
  estimates: readonly Estimate[],
  milestones: readonly MilestoneProgress[],
  today: string,
): DueInstallment[] {
  const weekEnd = daysAfter(today, 7);
  const due: DueInstallment[] = [];
  for (const estimate of estimates)
    for (const installment of estimate.paymentSchedule?.installments ?? []) {
      const status = statusOf(installment, milestones, today);
      const soon = status === 'upcoming' || status === 'partlyPaid';
      if (status === 'paid') continue;
      if (soon && (installment.dueDate === null || installment.dueDate > weekEnd)) continue;
      const { amountCents, paidCents } = installmentPayment(installment);
      due.push({ estimate, installment, status, leftCents: amountCents - paidCents });
    }
  const rank = (item: DueInstallment) => (item.status === 'overdue' ? 0 : 1);
  return due.sort(
    (a, b) => rank(a) - rank(b) || (a.installment.dueDate ?? '').localeCompare(b.installment.dueDate ?? ''),
  );
}
