import {
  DEFAULT_REMINDER_SETTINGS,
  HOUSEHOLD_ID_HEADER,
  householdName,
  REMINDER_MESSAGES,
  reminderSettingsInputSchema,
  reminderUnsubscribeSchema,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend } from './fake-db';
import { invalidInput, json, route } from './fake-route';

/** The token of the one reminder e-mail the fake has 'sent': the signed-in user's, in their own household. */
export const FAKE_UNSUBSCRIBE_TOKEN = 'fake-unsubscribe-token-0123456789abcdefghijklmn';

/**
 * GET/PUT /api/household/reminders (the signed-in user's own settings, per active household, the defaults
 * until saved) and POST /api/reminders/unsubscribe (no token; FAKE_UNSUBSCRIBE_TOKEN turns every reminder
 * off in their own household, any other is 404), as the API answers them.
 */
export function reminderHandlers({ db, me }: FakeBackend): HttpHandler[] {
  const householdOf = (headers: Headers) => headers.get(HOUSEHOLD_ID_HEADER)?.trim() || me().id;
  const settingsIn = (household: string) => db.reminderSettings[household] ?? DEFAULT_REMINDER_SETTINGS;
  return [
    route('GET', '/api/household/reminders', ({ headers }) => json(200, settingsIn(householdOf(headers)))),
    route('PUT', '/api/household/reminders', ({ headers, body }) => {
      const parsed = reminderSettingsInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      db.reminderSettings[householdOf(headers)] = parsed.data;
      return json(200, parsed.data);
    }),
    route('POST', '/api/reminders/unsubscribe', ({ body }) => {
      const parsed = reminderUnsubscribeSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      if (parsed.data.token !== FAKE_UNSUBSCRIBE_TOKEN)
        return json(404, { error: REMINDER_MESSAGES.unknownToken });
      const user = me();
      db.reminderSettings[user.id] = {
        ...settingsIn(user.id),
        installmentDue: false,
        installmentOverdue: false,
        milestoneOverdue: false,
        maintenanceDue: false,
        warrantyEnding: false,
        weeklyDigest: false,
      };
      return json(200, {
        message: REMINDER_MESSAGES.unsubscribed,
        email: user.email,
        householdName: householdName(user),
      });
    }),
  ];
}
