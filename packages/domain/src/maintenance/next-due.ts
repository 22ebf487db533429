// When a maintenance task is next due (docs/product.md#record-maintenance). Pure and zod-free: the data layer,
// the reminder sweep, the calendar feed and the web all compute it the same way from the stored rule.
import { addMonths, daysBetween } from '../dates';

/**
 * 'every': a fixed schedule — due on the start date and every N months after it, whenever it was done.
 * 'after': N months after it was last done (first due on the start date).
 */
export type MaintenanceRuleKind = 'every' | 'after';

export const MAINTENANCE_RULE_KINDS: readonly MaintenanceRuleKind[] = ['every', 'after'];

/** What the next due date is computed from. */
export interface MaintenanceSchedule {
  rule: MaintenanceRuleKind;
  /** 1 to 120. */
  intervalMonths: number;
  /** 'YYYY-MM-DD': the first due date. */
  startDate: string;
  /** The latest day it was done ('YYYY-MM-DD'), or null when never. */
  lastDoneDate: string | null;
}

/** The schedule's k-th date (0: the start date). */
const scheduled = (schedule: MaintenanceSchedule, k: number) =>
  addMonths(schedule.startDate, k * schedule.intervalMonths);

/**
 * The fixed schedule's next date: a time it was done counts for the scheduled date nearest to it (done a week
 * early or a week late both count for that date), and the next is the one after that. Never done: the start.
 * Done well before the start date, it counts for a date before the schedule began: the start is still due.
 */
function nextOnSchedule(schedule: MaintenanceSchedule): string {
  const done = schedule.lastDoneDate;
  if (done === null) return schedule.startDate;
  // The last scheduled date on or before the day it was done, and the one after (k < 0 before the start).
  const [doneYear, doneMonth] = done.split('-').map(Number) as [number, number];
  const [startYear, startMonth] = schedule.startDate.split('-').map(Number) as [number, number];
  const monthsSinceStart = (doneYear - startYear) * 12 + (doneMonth - startMonth);
  let k = Math.floor(monthsSinceStart / schedule.intervalMonths);
  if (scheduled(schedule, k) > done) k -= 1;
  const before = scheduled(schedule, k);
  const after = scheduled(schedule, k + 1);
  const nearer = daysBetween(before, done) <= daysBetween(done, after) ? k : k + 1;
  // Never before the start: the schedule has no dates before it.
  return scheduled(schedule, Math.max(0, nearer + 1));
}

/** The day the task is next due ('YYYY-MM-DD'). */
export function nextDueDate(schedule: MaintenanceSchedule): string {
  if (schedule.rule === 'every') return nextOnSchedule(schedule);
  return schedule.lastDoneDate === null
    ? schedule.startDate
    : addMonths(schedule.lastDoneDate, schedule.intervalMonths);
}

/** True when the task is due on or before the last day of `today`'s month (overdue ones too). */
export function isDueThisMonth(nextDue: string, today: string): boolean {
  return nextDue.slice(0, 7) <= today.slice(0, 7);
}

/** 'Every 3 months' / '12 months after it was last done'. */
export function describeMaintenanceRule(rule: MaintenanceRuleKind, intervalMonths: number): string {
  const months = intervalMonths === 1 ? 'month' : `${intervalMonths} months`;
  return rule === 'every'
    ? `Every ${months}`
    : `${intervalMonths === 1 ? '1 month' : months} after it was last done`;
}
