// The reminder sweep on DynamoDB Local with a moved clock: what goes to whom on which day, once.
import { describe, expect, it } from 'vitest';
import {
  createContractor,
  createEstimate,
  createMilestone,
  createProject,
  setPaymentSchedule,
  setReminderSettings,
  unsubscribeReminders,
} from '@reno/data';
import { DEFAULT_REMINDER_SETTINGS, paymentScheduleInputSchema, REMINDERS_OFF } from '@reno/domain';
import { ownerWithViewer, sweepTable } from '../../../test/support/reminder-household';
import { hashLinkToken } from '../mail/link-token';
import type { MailMessage } from '../mail/mail-sender';

const { data, sweepOn } = sweepTable();

/**
 * An owner with a viewer member, a $10,000 approved estimate: a 10 % deposit due Dec 4, 2026, the rest when
 * 'Handover' (no target date) completes; and a milestone 'Framing' with a target date of Dec 2.
 */
async function household() {
  const h = await ownerWithViewer(data);
  const { owner } = h;
  const project = await createProject(data, owner, { name: 'Addition', budgetCents: 5_000_000 });
  const contractor = await createContractor(data, owner, { name: 'Priya' });
  await createMilestone(data, owner, {
    projectId: project.id,
    title: 'Framing',
    category: 'Structural',
    targetDate: '2026-12-02',
  });
  const handover = await createMilestone(data, owner, {
    projectId: project.id,
    title: 'Handover',
    category: 'Structural',
  });
  const estimate = await createEstimate(data, owner, {
    projectId: project.id,
    contractorId: contractor.id,
    title: 'Framing and roof',
    amountCents: 1_000_000,
    date: '2026-11-01',
    status: 'approved',
  });
  await setPaymentSchedule(
    data,
    owner,
    estimate.id,
    paymentScheduleInputSchema.parse({
      retainagePercentage: '0',
      installments: [
        { kind: 'deposit', percentage: '10', dueDate: '2026-12-04' },
        { kind: 'final', milestoneId: handover.id },
      ],
    }),
  );
  return h;
}

/** 'owner: <subject>', 'viewer: <subject>', sorted. */
const subjects = (h: { ownerEmail: string }, mails: MailMessage[]) =>
  mails.map((mail) => `${mail.to === h.ownerEmail ? 'owner' : 'viewer'}: ${mail.subject}`).sort();

describe('the reminder sweep', () => {
  it('reminds every member 3 days before an installment is due, once however often it runs', async () => {
    const h = await household();
    expect(await sweepOn('2026-11-30', h.ownerEmail, h.viewerEmail)).toEqual([]);

    const [first, second] = await Promise.all([
      sweepOn('2026-12-01', h.ownerEmail, h.viewerEmail),
      sweepOn('2026-12-01', h.ownerEmail, h.viewerEmail),
    ]);
    const mails = [...first!, ...second!];

    expect(subjects(h, mails)).toEqual([
      `owner: Payment due in 3 days: $1,000 for Framing and roof`,
      `viewer: Payment due in 3 days: $1,000 for Framing and roof`,
    ]);
    const mail = mails.find((m) => m.to === h.viewerEmail)!;
    expect(mail.text).toContain("Deposit of 'Framing and roof' (Addition): $1,000, due Dec 4, 2026.");
    expect(mail.text).toContain(
      "You get this because 'Before a payment is due' is on in your reminder settings for Dana's household.",
    );
    const link = /http:\/\/127\.0\.0\.1:5173\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link![0]}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await sweepOn('2026-12-02', h.ownerEmail, h.viewerEmail)).toEqual([]);
  });

  it('says when an installment and a milestone are overdue, as each member wants', async () => {
    const h = await household();
    await setReminderSettings(data, h.owner, h.viewer, {
      ...DEFAULT_REMINDER_SETTINGS,
      milestoneOverdue: false,
    });
    // Dec 3: Framing (target Dec 2) is overdue; the deposit (Dec 4) is due within 3 days.
    expect(subjects(h, await sweepOn('2026-12-03', h.ownerEmail, h.viewerEmail))).toEqual([
      `owner: Milestone overdue: Framing (Addition)`,
      `owner: Payment due tomorrow: $1,000 for Framing and roof`,
      `viewer: Payment due tomorrow: $1,000 for Framing and roof`,
    ]);
    expect(subjects(h, await sweepOn('2026-12-05', h.ownerEmail, h.viewerEmail))).toEqual([
      `owner: Payment overdue: $1,000 for Framing and roof`,
      `viewer: Payment overdue: $1,000 for Framing and roof`,
    ]);
    expect(await sweepOn('2026-12-06', h.ownerEmail, h.viewerEmail)).toEqual([]);
  });

  it('sends the weekly digest on Mondays only, to those who want it', async () => {
    const h = await household();
    const digestOnly = { ...REMINDERS_OFF, daysBefore: 3, weeklyDigest: true };
    await setReminderSettings(data, h.owner, h.owner, { ...digestOnly, weeklyDigest: false });
    await setReminderSettings(data, h.owner, h.viewer, digestOnly);

    expect(await sweepOn('2026-11-29', h.ownerEmail, h.viewerEmail)).toEqual([]); // a Sunday
    const monday = await sweepOn('2026-11-30', h.ownerEmail, h.viewerEmail);

    expect(subjects(h, monday)).toEqual([`viewer: This week's payments in Dana's household (Nov 30, 2026)`]);
    expect(monday[0]!.text).toContain("- Milestone 'Framing' (Addition) is due Dec 2, 2026.");
    expect(monday[0]!.text).toContain("- Deposit of 'Framing and roof' (Addition): $1,000, due Dec 4, 2026.");
    expect(await sweepOn('2026-11-30', h.viewerEmail)).toEqual([]);
    expect(await sweepOn('2026-12-01', h.viewerEmail)).toEqual([]);
  });

  it('sends nothing to a member who unsubscribed', async () => {
    const h = await household();
    const [mail] = await sweepOn('2026-12-01', h.viewerEmail);
    const token = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;

    await unsubscribeReminders(data, hashLinkToken(token));

    expect(subjects(h, await sweepOn('2026-12-05', h.ownerEmail, h.viewerEmail))).toEqual([
      `owner: Milestone overdue: Framing (Addition)`,
      `owner: Payment overdue: $1,000 for Framing and roof`,
    ]);
  });
});
