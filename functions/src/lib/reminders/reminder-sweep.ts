// The daily reminder sweep (docs/architecture.md#payment-reminders): for each household on the sweep's
// list, what its schedules and milestones have to remind of today, and for each member (the owner too)
// what their settings want. Each reminder is claimed with a sent marker before its e-mail goes, so two
// sweeps at once, or one run again the same day, send it once.
import {
  claimReminder,
  ensureUnsubscribeToken,
  listRemindableHouseholds,
  listReminderSettings,
  readReminderHousehold,
  releaseReminder,
  type DataContext,
  type ReminderHousehold,
} from '@reno/data';
import { DEFAULT_REMINDER_SETTINGS, householdName, todayLocalDateString } from '@reno/domain';
import { logger } from '../logger';
import { hashLinkToken, newLinkToken } from '../mail/link-token';
import type { MailMessage, MailSender } from '../mail/mail-sender';
import {
  digestReminders,
  householdReminders,
  isMonday,
  memberReminders,
  type DueReminder,
} from './due-reminders';
import { digestMail, reminderMail, type ReminderRecipient } from './reminder-mail';
import { warrantyMail, warrantyReminders } from './warranty-reminders';

export interface ReminderSweepDeps {
  data: DataContext;
  mailer: MailSender;
  /** The app's origin, for the links in the e-mails. */
  appOrigin: string;
  /** The sweep's clock: the system time in AWS, the stack's movable clock locally. */
  now: Date;
}

export interface ReminderSweepResult {
  households: number;
  sent: number;
}

/** The owner and every member: who may be reminded (viewers too). */
function recipientsOf(household: ReminderHousehold) {
  const owner = household.owner ? [{ userId: household.householdId, email: household.owner.email }] : [];
  return [...owner, ...household.members.map(({ userId, email }) => ({ userId, email }))];
}

/** Claims, sends, and gives the claim back if the e-mail fails (the next sweep tries again). */
async function sendOnce(
  deps: ReminderSweepDeps,
  householdId: string,
  memberId: string,
  key: string,
  mail: MailMessage,
): Promise<boolean> {
  if (!(await claimReminder(deps.data, householdId, memberId, key))) return false;
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    await releaseReminder(deps.data, householdId, memberId, key);
    throw error;
  }
}

/** Sends one household's reminders of today; returns how many e-mails went. */
async function sweepHousehold(deps: ReminderSweepDeps, householdId: string, today: string): Promise<number> {
  const household = await readReminderHousehold(deps.data, householdId);
  if (!household.owner) return 0;
  const all = householdReminders(household, today);
  const settingsByMember = await listReminderSettings(deps.data, householdId);
  const name = householdName(household.owner);
  let sent = 0;
  for (const { userId, email } of recipientsOf(household)) {
    const stored = settingsByMember.get(userId);
    const settings = stored ?? DEFAULT_REMINDER_SETTINGS;
    const wanted: { key: string; reminders: DueReminder[]; digest: boolean }[] = [
      ...memberReminders(all, settings).map((reminder) => ({
        key: reminder.key,
        reminders: [reminder],
        digest: false,
      })),
      ...(settings.weeklyDigest && isMonday(today)
        ? [{ key: `digest#${today}`, reminders: digestReminders(all), digest: true }]
        : []),
    ];
    const warranties = warrantyReminders(household, settings, today);
    if (wanted.length === 0 && warranties.length === 0) continue;
    const fresh = newLinkToken();
    const token =
      stored?.unsubscribeToken ??
      (await ensureUnsubscribeToken(deps.data, householdId, userId, {
        token: fresh,
        tokenHash: hashLinkToken(fresh),
      }));
    const to: ReminderRecipient = {
      email,
      householdName: name,
      appOrigin: deps.appOrigin,
      unsubscribeToken: token,
    };
    for (const { key, reminders, digest } of wanted) {
      const mail = digest ? digestMail(to, reminders, today) : reminderMail(to, reminders[0]!);
      if (await sendOnce(deps, householdId, userId, key, mail)) sent += 1;
    }
    for (const reminder of warranties)
      if (await sendOnce(deps, householdId, userId, reminder.key, warrantyMail(to, reminder))) sent += 1;
  }
  return sent;
}

/**
 * One sweep over every household on the list. A household that fails is logged and left for the next
 * sweep (its unsent reminders were given back); the others go on.
 */
export async function runReminderSweep(deps: ReminderSweepDeps): Promise<ReminderSweepResult> {
  const { now } = deps;
  // The data layer reads the sweep's clock too (the sent markers' times).
  const sweep = { ...deps, data: { ...deps.data, now: () => now } };
  const today = todayLocalDateString(now);
  const householdIds = await listRemindableHouseholds(sweep.data);
  let sent = 0;
  for (const householdId of householdIds) {
    try {
      sent += await sweepHousehold(sweep, householdId, today);
    } catch (error) {
      logger.error('Reminder sweep failed for a household', { householdId, error: error as Error });
    }
  }
  return { households: householdIds.length, sent };
}
