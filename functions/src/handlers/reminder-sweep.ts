import { data } from '../lib/data-context';
import type { LocalStandIns } from '../lib/local-stand-ins';
import { logger } from '../lib/logger';
import { mailSenderFromEnv } from '../lib/mail/mail-sender-from-env';
import { runReminderSweep, type ReminderSweepResult } from '../lib/reminders/reminder-sweep';

/**
 * The reminder sweep's function (no route): EventBridge Scheduler invokes it once a day in AWS; the local
 * stack's scheduler calls it every minute, with the stack's movable clock as `now`. APP_URL gives the
 * e-mails' links.
 */
export function createHandler(standIns: LocalStandIns = {}) {
  const clock = standIns.clock ?? (() => new Date());
  const mailer = mailSenderFromEnv(process.env, standIns.mailbox);
  return async (): Promise<ReminderSweepResult> => {
    const appOrigin = process.env.APP_URL;
    if (!appOrigin) throw new Error('The reminder sweep needs APP_URL for its links');
    const result = await runReminderSweep({ data, mailer: mailer(), appOrigin, now: clock() });
    logger.info('Reminder sweep done', { ...result });
    return result;
  };
}

export const handler = createHandler();
