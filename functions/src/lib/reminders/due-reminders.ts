// What a household's payment schedules and milestones have to remind of on one day (docs/product.md
// #payment-reminders), before any member's settings are applied: installments coming due, installments
// overdue, milestones overdue. Pure: the sweep reads the household and the day, this decides.
import { daysBetween, installmentStatus, type InstallmentKind, type ReminderSettings } from '@reno/domain';
import type { ReminderHousehold } from '@reno/data';
import type { DueReminder } from './due-reminder';
import { maintenanceReminders } from './maintenance-reminders';

export type { DueReminder } from './due-reminder';

const KIND_NAMES: Record<InstallmentKind, string> = {
  deposit: 'Deposit',
  progress: 'Progress payment',
  final: 'Final payment',
};

/** Monday is when the weekly digest goes. */
export const isMonday = (day: string): boolean => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/** The day an unpaid installment is (or is expected to be) due: its date, else its milestone's. */
function expectedDay(
  installment: { dueDate: string | null; milestoneId: number | null },
  milestones: ReminderHousehold['milestones'],
  today: string,
): string | null {
  if (installment.dueDate !== null) return installment.dueDate;
  const milestone = milestones.find((candidate) => candidate.id === installment.milestoneId);
  if (!milestone) return null;
  return milestone.isCompleted ? (milestone.completedDate ?? today) : milestone.targetDate;
}

function installmentReminders(household: ReminderHousehold, today: string): DueReminder[] {
  const projectName = (id: number) => household.projects.find((project) => project.id === id)?.name;
  return household.estimates.flatMap((estimate) => {
    const project = projectName(estimate.projectId);
    if (project === undefined || !estimate.paymentSchedule) return [];
    return estimate.paymentSchedule.installments.flatMap((installment, index): DueReminder[] => {
      const payment = estimate.installmentPayments[index];
      if (!payment) return [];
      const status = installmentStatus(installment, payment, household.milestones, today);
      const day = expectedDay(installment, household.milestones, today);
      if (status === 'paid' || day === null) return [];
      const overdue = status === 'overdue';
      return [
        {
          kind: overdue ? 'installmentOverdue' : 'installmentDue',
          key: `${overdue ? 'overdue' : 'due'}#${estimate.id}#${installment.id}#${day}`,
          about: `installment#${estimate.id}#${installment.id}`,
          day,
          daysUntil: daysBetween(today, day),
          projectName: project,
          what: installment.label ?? KIND_NAMES[installment.kind],
          estimateTitle: estimate.title,
          amountCents: payment.amountCents - payment.paidCents,
        },
      ];
    });
  });
}

function milestoneReminders(household: ReminderHousehold, today: string): DueReminder[] {
  return household.milestones.flatMap((milestone): DueReminder[] => {
    const project = household.projects.find((candidate) => candidate.id === milestone.projectId);
    const day = milestone.targetDate;
    if (!project || milestone.isCompleted || day === null) return [];
    return [
      {
        kind: 'milestoneOverdue',
        key: `milestone#${milestone.id}#${day}`,
        about: `milestone#${milestone.id}`,
        day,
        daysUntil: daysBetween(today, day),
        projectName: project.name,
        what: milestone.title,
        estimateTitle: null,
        amountCents: null,
      },
    ];
  });
}

/**
 * Everything of the household worth a reminder today: unpaid installments with a day (due ones of any
 * distance; a member's settings pick the near ones), open milestones with a target date and every
 * maintenance task's next due day, by day.
 */
export function householdReminders(household: ReminderHousehold, today: string): DueReminder[] {
  return [
    ...installmentReminders(household, today),
    ...milestoneReminders(household, today),
    ...maintenanceReminders(household, today),
  ].sort((a, b) => a.daysUntil - b.daysUntil);
}

/**
 * The reminders one member gets today, each on its own: an installment due within their `daysBefore` (so a
 * sweep that missed a day still reminds), an installment overdue, a milestone overdue, a maintenance task due
 * within their `daysBefore` or overdue (once for each due day: its key names the day); as their settings say.
 */
export function memberReminders(all: readonly DueReminder[], settings: ReminderSettings): DueReminder[] {
  return all.filter((reminder) => {
    if (reminder.kind === 'installmentDue')
      return settings.installmentDue && reminder.daysUntil >= 0 && reminder.daysUntil <= settings.daysBefore;
    if (reminder.kind === 'installmentOverdue') return settings.installmentOverdue;
    if (reminder.kind === 'maintenanceDue')
      return settings.maintenanceDue && reminder.daysUntil <= settings.daysBefore;
    return settings.milestoneOverdue && reminder.daysUntil < 0;
  });
}

/** The week ahead in a Monday digest: what is overdue and what falls due in the next 7 days. */
const DIGEST_DAYS = 7;
export function digestReminders(all: readonly DueReminder[]): DueReminder[] {
  return all.filter((reminder) => reminder.daysUntil < DIGEST_DAYS);
}
