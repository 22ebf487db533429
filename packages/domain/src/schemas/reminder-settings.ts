// Payment reminders on the wire (docs/product.md#payment-reminders): a member's settings in a household.
import * as z from 'zod/mini';
import { requiredToken } from './fields';

export const REMINDER_MESSAGES = {
  daysBefore: 'Days before must be a whole number from 0 to 30',
  flag: 'Must be true or false',
  token: 'Unsubscribe token is required',
  unsubscribed: 'Payment reminders are off',
  unknownToken: 'This unsubscribe link is not valid',
} as const;

/** What a member is reminded of, and how many days before an installment is due. */
export interface ReminderSettings {
  daysBefore: number;
  installmentDue: boolean;
  installmentOverdue: boolean;
  milestoneOverdue: boolean;
  weeklyDigest: boolean;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  daysBefore: 3,
  installmentDue: true,
  installmentOverdue: true,
  milestoneOverdue: true,
  weeklyDigest: false,
};

/** Every reminder off: what a one-click unsubscribe leaves. */
export const REMINDERS_OFF: Omit<ReminderSettings, 'daysBefore'> = {
  installmentDue: false,
  installmentOverdue: false,
  milestoneOverdue: false,
  weeklyDigest: false,
};

const flag = z.boolean({ error: REMINDER_MESSAGES.flag });

/** PUT /api/household/reminders: the whole settings object. */
export const reminderSettingsInputSchema = z.object({
  daysBefore: z
    .int({ error: REMINDER_MESSAGES.daysBefore })
    .check(
      z.gte(0, { error: REMINDER_MESSAGES.daysBefore }),
      z.lte(30, { error: REMINDER_MESSAGES.daysBefore }),
    ),
  installmentDue: flag,
  installmentOverdue: flag,
  milestoneOverdue: flag,
  weeklyDigest: flag,
});

/** POST /api/reminders/unsubscribe: the token of the e-mail's link. */
export const reminderUnsubscribeSchema = z.object({ token: requiredToken(REMINDER_MESSAGES.token) });

/** What the unsubscribe route answers: what was turned off, for whom, where. */
export interface ReminderUnsubscribeResult {
  message: string;
  email: string;
  householdName: string;
}
