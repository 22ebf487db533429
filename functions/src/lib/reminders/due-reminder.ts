// One thing a reminder e-mail (and the calendar feed) may name: what each kind's file (due-reminders.ts,
// maintenance-reminders.ts) makes, apart from them so that each imports it without importing the others.

type ReminderKind = 'installmentDue' | 'installmentOverdue' | 'milestoneOverdue' | 'maintenanceDue';

/** One thing to remind of. `key` names it for the sent markers: a new due date is a new reminder. */
export interface DueReminder {
  kind: ReminderKind;
  key: string;
  /** What it is about, whatever its day: the calendar feed's event id (a new due date moves the event). */
  about: string;
  /** The installment's, the milestone's or the task's due day ('YYYY-MM-DD'). */
  day: string;
  /** Days from today to `day` (negative when past). */
  daysUntil: number;
  /** The project's name; for a maintenance task, its home's. */
  projectName: string;
  /** The installment's name ('Deposit', its label), the milestone's title or the task's name. */
  what: string;
  /** The estimate an installment belongs to. */
  estimateTitle: string | null;
  /** What is left to pay of the installment. */
  amountCents: number | null;
}
