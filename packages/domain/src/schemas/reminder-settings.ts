// Payment reminders on the wire (docs/product.md#payment-reminders): the schemas of a member's settings and of
// the unsubscribe link's body; their words and defaults are in ../reminders.ts.
import * as z from 'zod/mini';
import { REMINDER_MESSAGES } from '../reminders';
import { requiredToken } from './fields';

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
  maintenanceDue: flag,
  warrantyEnding: flag,
  weeklyDigest: flag,
});

/** POST /api/reminders/unsubscribe: the token of the e-mail's link. */
export const reminderUnsubscribeSchema = z.object({ token: requiredToken(REMINDER_MESSAGES.token) });
