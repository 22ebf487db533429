// What the reminder sweep's tests (payments, warranties, maintenance) each start from: a household of two,
// and the sweep run at a moved clock with the e-mails it sent caught.
import { addMember, createDataContext, getOrCreateUser, type DataContext } from '@reno/data';
import { randomUUID } from 'node:crypto';
import type { MailMessage } from '../../src/lib/mail/mail-sender';
import { runReminderSweep } from '../../src/lib/reminders/reminder-sweep';

const SWEEP_APP_ORIGIN = 'http://127.0.0.1:5173';

/** A new owner, Dana Rivera, with a viewer member, Sam; each at `<their id>@example.test`. */
export async function ownerWithViewer(data: DataContext) {
  const owner = randomUUID();
  const viewer = randomUUID();
  const ownerEmail = `${owner}@example.test`;
  const viewerEmail = `${viewer}@example.test`;
  await getOrCreateUser(data, { sub: owner, email: ownerEmail, firstName: 'Dana', lastName: 'Rivera' });
  await addMember(data, owner, { userId: viewer, role: 'viewer', name: 'Sam', email: viewerEmail });
  return { owner, viewer, ownerEmail, viewerEmail };
}

/**
 * The data layer on DynamoDB Local (its table, or `tableName`: a sweep reads every household on the list, so
 * a test whose households must not be claimed by another file's sweep keeps a table of its own) and `sweepOn`
 * over it.
 */
export function sweepTable(tableName?: string) {
  const data = createDataContext({
    endpoint: process.env.DYNAMODB_ENDPOINT!,
    ...(tableName ? { tableName } : {}),
  });
  return { data, sweepOn: sweeper(data) };
}

/** `sweepOn(day, ...to)` runs the sweep over `data` at noon UTC of `day` and answers the e-mails sent to `to`. */
function sweeper(data: DataContext) {
  return async function sweepOn(day: string, ...to: string[]): Promise<MailMessage[]> {
    const sent: MailMessage[] = [];
    await runReminderSweep({
      data,
      mailer: { send: async (message) => void sent.push(message) },
      appOrigin: SWEEP_APP_ORIGIN,
      now: new Date(`${day}T12:00:00Z`),
    });
    return sent.filter((message) => to.includes(message.to));
  };
}
