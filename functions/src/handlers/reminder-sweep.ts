import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { data } from '../lib/data-context';
import { mailLinkOrigin } from '../lib/http/app-origin';
import type { LocalStandIns } from '../lib/local-stand-ins';
import { logger, logLambdaContext } from '../lib/logger';
import { mailSenderFromEnv } from '../lib/mail/mail-sender-from-env';
import { runReminderSweep, type ReminderSweepResult } from '../lib/reminders/reminder-sweep';

/**
 * The reminder sweep's function (no route): EventBridge Scheduler invokes it once a day in AWS; the local
 * stack's scheduler calls it every minute, with the stack's movable clock as `now`. APP_URL gives the
 * e-mails' links. Wrapped as the other workers are: each run's log lines carry the Lambda context.
 */
export function createHandler(standIns: LocalStandIns = {}) {
  const clock = standIns.clock ?? (() => new Date());
  const mailer = mailSenderFromEnv(process.env, standIns.mailbox);
  const run = async (): Promise<ReminderSweepResult> => {
    const appOrigin = mailLinkOrigin(undefined);
    const result = await runReminderSweep({ data, mailer: mailer(), appOrigin, now: clock() });
    logger.info('Reminder sweep done', { ...result });
    return result;
  };
  return middy<unknown, ReminderSweepResult, Error, Context>(run).use(logLambdaContext());
}

export const handler = createHandler();
