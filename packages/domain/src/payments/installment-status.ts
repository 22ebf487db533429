// Where an installment stands on a given day (docs/product.md#payment-schedules): paid, partly paid, due,
// overdue or upcoming, and the estimate card's 'Next: $2,400 due Dec 4 (Framing complete)'. The money part
// (what is paid of it) comes from the stored payment state; the day and the milestones decide the rest.
import { formatDate } from '../dates';
import { formatDollars } from '../money';
import type { InstallmentKind, InstallmentPayment, InstallmentTerms } from './schedule';

export type InstallmentStatus = 'paid' | 'partlyPaid' | 'due' | 'overdue' | 'upcoming';

export const INSTALLMENT_STATUS_LABELS: Record<InstallmentStatus, string> = {
  paid: 'Paid',
  partlyPaid: 'Partly paid',
  due: 'Due',
  overdue: 'Overdue',
  upcoming: 'Upcoming',
};

export const INSTALLMENT_KIND_LABELS: Record<InstallmentKind, string> = {
  deposit: 'Deposit',
  progress: 'Progress payment',
  final: 'Final payment',
};

/** What the status reads of a milestone of the estimate's project. */
export interface MilestoneProgress {
  id: number;
  title: string;
  targetDate: string | null;
  completedDate: string | null;
  isCompleted: boolean;
}

type Timing = Pick<InstallmentTerms, 'dueDate' | 'milestoneId'>;

/**
 * When the installment is due: its date, or the day its milestone was completed (today when that day is
 * unknown). Before the milestone completes it is not due yet (`expected` is the milestone's target date,
 * if any). A milestone that no longer exists never makes it due.
 */
export function dueDay(installment: Timing, milestones: readonly MilestoneProgress[], today: string) {
  if (installment.dueDate !== null) return { dueOn: installment.dueDate, expected: installment.dueDate };
  const milestone = milestones.find((candidate) => candidate.id === installment.milestoneId);
  if (!milestone) return { dueOn: null, expected: null, milestone };
  if (milestone.isCompleted) {
    const completed = milestone.completedDate ?? today;
    return { dueOn: completed, expected: completed, milestone };
  }
  return { dueOn: null, expected: milestone.targetDate, milestone };
}

/**
 * Paid (nothing left of it); else overdue (its day has passed), due (today is its day), partly paid (some
 * of it paid, its day not come) or upcoming. `today` is a local 'YYYY-MM-DD'.
 */
export function installmentStatus(
  installment: Timing,
  payment: Pick<InstallmentPayment, 'amountCents' | 'paidCents'>,
  milestones: readonly MilestoneProgress[],
  today: string,
): InstallmentStatus {
  if (payment.paidCents >= payment.amountCents) return 'paid';
  const { dueOn } = dueDay(installment, milestones, today);
  if (dueOn !== null && dueOn < today) return 'overdue';
  if (dueOn !== null && dueOn <= today) return 'due';
  return payment.paidCents > 0 ? 'partlyPaid' : 'upcoming';
}

/** 'Dec 4' in today's year, 'Dec 4, 2026' in another. */
function shortDate(date: string, today: string): string {
  const formatted = formatDate(date);
  return date.slice(0, 4) === today.slice(0, 4) ? formatted.replace(/, \d{4}$/, '') : formatted;
}

/**
 * The first installment not paid in full, in words: 'Next: $2,400 due Dec 4 (Framing complete)', 'Next:
 * $900 due today (Deposit)', 'Next: $2,400 overdue since Dec 4 (…)', 'Next: $2,400 due on completion
 * (…)' for a milestone without a target date. In brackets the milestone it waits for, else the
 * installment's label or kind. Null when everything is paid.
 */
export function nextInstallmentText(
  installments: readonly (Timing & Pick<InstallmentTerms, 'kind' | 'label'>)[],
  payments: readonly Pick<InstallmentPayment, 'amountCents' | 'paidCents'>[],
  milestones: readonly MilestoneProgress[],
  today: string,
): string | null {
  const index = payments.findIndex((payment) => payment.paidCents < payment.amountCents);
  const installment = installments[index];
  const payment = payments[index];
  if (!installment || !payment) return null;
  const { expected, milestone } = dueDay(installment, milestones, today);
  const what = milestone?.title ?? installment.label ?? INSTALLMENT_KIND_LABELS[installment.kind];
  const amount = formatDollars(payment.amountCents - payment.paidCents);
  const status = installmentStatus(installment, payment, milestones, today);
  const when =
    status === 'overdue' && expected !== null
      ? `overdue since ${shortDate(expected, today)}`
      : status === 'due'
        ? 'due today'
        : expected !== null
          ? `due ${shortDate(expected, today)}`
          : 'due on completion';
  return `Next: ${amount} ${when} (${what})`;
}
