// Maintenance tasks (docs/product.md#record-maintenance): what a home needs done again and again, its rule,
// and the log of when it was done.
import type { RecordEdits } from '../record-edits';
import * as z from 'zod/mini';
import { MAX_SHORT_TEXT_LENGTH } from '../constants';
import { MAINTENANCE_MESSAGES, MAX_MAINTENANCE_MONTHS } from '../maintenance/messages';
import { MAINTENANCE_RULE_KINDS, type MaintenanceRuleKind } from '../maintenance/next-due';
import {
  fail,
  field,
  formSchema,
  optionalId,
  optionalLongText,
  optionalShortText,
  requiredDate,
  requiredId,
  requiredOneOf,
  requiredText,
} from './fields';

/** 1 to 120 whole months (a digit string from an input is accepted). */
const intervalMonths = field((input, context): number => {
  const value = typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : input;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_MAINTENANCE_MONTHS
    ? value
    : fail(context, input, MAINTENANCE_MESSAGES.intervalMonths);
});

/**
 * POST /api/maintenance and PUT /api/maintenance/{id} → { homeId, itemId (optional: an item of the home
 * record in that home, checked by the API), name, notes, rule 'every' | 'after', intervalMonths, startDate }.
 */
export const maintenanceTaskInputSchema = z.object({
  homeId: requiredId(MAINTENANCE_MESSAGES.home),
  itemId: optionalId(MAINTENANCE_MESSAGES.item),
  name: requiredText({ required: MAINTENANCE_MESSAGES.name, max: MAX_SHORT_TEXT_LENGTH, label: 'Name' }),
  notes: optionalLongText('Notes'),
  rule: requiredOneOf(MAINTENANCE_RULE_KINDS, MAINTENANCE_MESSAGES.rule),
  intervalMonths,
  startDate: requiredDate({
    required: MAINTENANCE_MESSAGES.startDate,
    invalid: MAINTENANCE_MESSAGES.startDateInvalid,
  }),
});
export type MaintenanceTaskInput = z.output<typeof maintenanceTaskInputSchema>;

/**
 * POST /api/maintenance/{id}/done → { date, note, expenseId }. The day is the caller's (the web sends its
 * local today): a function's clock knows no one's time zone.
 */
export const maintenanceDoneInputSchema = z.object({
  date: requiredDate({
    required: MAINTENANCE_MESSAGES.doneDateRequired,
    invalid: MAINTENANCE_MESSAGES.doneDate,
  }),
  note: optionalShortText('Note'),
  expenseId: optionalId(MAINTENANCE_MESSAGES.expense),
});

/** The task form's values (the strings of its inputs). */
export interface MaintenanceTaskFormValues {
  homeId: number;
  /** '' for none. */
  itemId?: number | string | null;
  name: string;
  notes?: string | null;
  rule: string;
  intervalMonths: string | number;
  startDate: string;
}

/** What the web sends for a task: as the API reads it. */
export const maintenanceTaskFormSchema = formSchema<MaintenanceTaskFormValues>()(
  maintenanceTaskInputSchema,
  (task): MaintenanceTaskInput => task,
);

/** One time a task was done. */
export interface MaintenanceDone {
  date: string;
  note: string | null;
  expenseId: number | null;
}

/** A maintenance task as the API returns it: its log oldest first, and when it is next due. */
export interface MaintenanceTask extends RecordEdits {
  id: number;
  userId: string;
  homeId: number;
  /** An item of the home record in the task's home; null when none (or it was deleted since). */
  itemId: number | null;
  /** That item's name, read with the task. */
  itemName: string | null;
  name: string;
  notes: string | null;
  rule: MaintenanceRuleKind;
  intervalMonths: number;
  startDate: string;
  log: MaintenanceDone[];
  lastDoneDate: string | null;
  nextDueDate: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * A task due by the end of this month, overdue ones too (GET /api/maintenance/due): the dashboard's 'Maintenance
 * due this month'.
 */
export interface MaintenanceDue {
  id: number;
  homeId: number;
  homeName: string;
  name: string;
  nextDueDate: string;
}
