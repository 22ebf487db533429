import {
  getMember,
  getReminderSettings,
  getUser,
  setReminderSettings,
  unsubscribeReminders,
} from '@reno/data';
import { householdName, REMINDER_MESSAGES, type ReminderUnsubscribeResult } from '@reno/domain';
import { data } from '../lib/data-context';
import { getActor } from '../lib/http/actor';
import { createApiHandler } from '../lib/http/create-api-handler';
import { NotFoundError } from '../lib/http/errors';
import { readJsonBody } from '../lib/http/json-body';
import { hashLinkToken } from '../lib/mail/link-token';
import { ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';

/** GET /api/household/reminders: the caller's own reminder settings in the active household (viewer). */
async function mine(event: ApiEvent) {
  const { householdId, caller } = getActor(event);
  return ok(await getReminderSettings(data, householdId, caller.sub));
}

/** PUT /api/household/reminders: replaces the caller's own settings there → 200 the settings. */
async function save(event: ApiEvent) {
  const { householdId, caller } = getActor(event);
  const settings = await parseRequest('reminderSettingsInputSchema', readJsonBody(event));
  return ok(await setReminderSettings(data, householdId, caller.sub, settings));
}

/**
 * POST /api/reminders/unsubscribe {token} (public, one click from an e-mail): every reminder off for the
 * member and household the token names → 200 what was turned off, for whom and where; 404 for a token
 * that names no one. Unguessable tokens (256 bits) and the public routes' throttle keep it from probing.
 */
async function unsubscribe(event: ApiEvent) {
  const { token } = await parseRequest('reminderUnsubscribeSchema', readJsonBody(event));
  const named = await unsubscribeReminders(data, hashLinkToken(token));
  if (!named) throw new NotFoundError(REMINDER_MESSAGES.unknownToken);
  const { householdId, memberId } = named;
  const [owner, member] = await Promise.all([
    getUser(data, householdId),
    memberId === householdId ? null : getMember(data, householdId, memberId),
  ]);
  const email = (memberId === householdId ? owner?.email : member?.email) ?? '';
  const result: ReminderUnsubscribeResult = {
    message: REMINDER_MESSAGES.unsubscribed,
    email,
    householdName: owner ? householdName(owner) : '',
  };
  return ok(result);
}

export function createHandler() {
  return createApiHandler({
    'GET /api/household/reminders': mine,
    'PUT /api/household/reminders': save,
    'POST /api/reminders/unsubscribe': unsubscribe,
  });
}

export const handler = createHandler();
