// Payment reminders over HTTP and on the local stack's moved clock (docs/product.md#payment-reminders):
// each member's settings, a reminder e-mail in the inbox when the clock reaches its day, and the one-click
// unsubscribe of its link.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDataContext, setPaymentSchedule } from '@reno/data';
import { DEFAULT_REMINDER_SETTINGS, paymentScheduleInputSchema } from '@reno/domain';
import { mailsTo } from '../support/local-inbox';
import { api, newUser } from './support/api-client';
import { createContractor, createEstimate, createProject } from './support/fixtures';
import { inHousehold, joinHousehold } from './support/households';

const stackUrl = inject('apiUrl');
const { endpoint, tableName } = inject('dynamo');
const table = createDataContext({ endpoint, tableName });

const local = async (path: string, body?: unknown) => {
  const response = await fetch(`${stackUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const moveClockTo = (at: string) => local('/local/clock', { at });
const sweepNow = () => local('/local/jobs/reminder-sweep', {});
/** The app's e-mails to `email` (not cognito-local's sign-up code). */
const remindersTo = async (email: string) =>
  (await mailsTo(stackUrl, email)).filter((mail) => mail.from === 'app');

afterAll(async () => {
  await local('/local/clock', { reset: true });
});

describe('reminder settings', () => {
  it("are each member's own in the active household, checked like every body", async () => {
    const owner = await newUser();
    const viewer = await newUser();
    await joinHousehold(owner, viewer, 'viewer');

    expect((await api.get('/api/household/reminders', viewer, inHousehold(owner))).body).toEqual(
      DEFAULT_REMINDER_SETTINGS,
    );
    const wanted = { ...DEFAULT_REMINDER_SETTINGS, daysBefore: 5, weeklyDigest: true };
    const saved = await api.put('/api/household/reminders', viewer, wanted, inHousehold(owner));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual(wanted);
    expect((await api.get('/api/household/reminders', viewer, inHousehold(owner))).body).toEqual(wanted);
    expect((await api.get('/api/household/reminders', owner)).body).toEqual(DEFAULT_REMINDER_SETTINGS);

    const refused = await api.put('/api/household/reminders', owner, { ...wanted, daysBefore: 31 });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { path: ['daysBefore'], message: 'Days before must be a whole number from 0 to 30' },
    ]);
  });
});

describe("the local stack's clock", () => {
  it('lands a reminder in the inbox when it reaches 3 days before a payment, and its link unsubscribes', async () => {
    const owner = await newUser({ givenName: 'Dana', familyName: 'Rivera' });
    await api.get('/api/user', owner);
    const project = await createProject(owner, { name: 'Porch' });
    const contractor = await createContractor(owner);
    const estimate = await createEstimate(owner, project.id, contractor.id, {
      title: 'Porch deck',
      amount: '2000.00',
      status: 'approved',
    });
    await setPaymentSchedule(
      table,
      owner.sub,
      estimate.id,
      paymentScheduleInputSchema.parse({
        retainagePercentage: '0',
        installments: [
          { kind: 'deposit', amount: '200.00', dueDate: '2031-03-10' },
          { kind: 'final', dueDate: '2031-04-10' },
        ],
      }),
    );

    await moveClockTo('2031-03-06T12:00:00Z');
    await sweepNow();
    expect(await remindersTo(owner.email)).toEqual([]);

    expect((await moveClockTo('2031-03-07T12:00:00Z')).body.now).toMatch(/^2031-03-07T12:00/);
    await sweepNow();
    await sweepNow();
    const mails = await remindersTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Payment due in 3 days: $200 for Porch deck']);
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mails[0]!.text)![1]!;
    expect(mails[0]!.headers?.['List-Unsubscribe']).toBe(`<${stackUrl}/unsubscribe?token=${token}>`);

    const unsubscribed = await api.post('/api/reminders/unsubscribe', undefined, { token });
    expect(unsubscribed.status, unsubscribed.text).toBe(200);
    expect(unsubscribed.body).toEqual({
      message: 'Payment reminders are off',
      email: owner.email,
      householdName: "Dana's household",
    });
    expect((await api.get('/api/household/reminders', owner)).body).toEqual({
      daysBefore: 3,
      installmentDue: false,
      installmentOverdue: false,
      milestoneOverdue: false,
      maintenanceDue: false,
      warrantyEnding: false,
      weeklyDigest: false,
    });
    await moveClockTo('2031-03-12T12:00:00Z');
    await sweepNow();
    expect(await remindersTo(owner.email)).toHaveLength(1);
    expect((await api.post('/api/reminders/unsubscribe', undefined, { token: 'not-a-token' })).status).toBe(
      404,
    );
  });
});
