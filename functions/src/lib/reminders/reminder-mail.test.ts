import { describe, expect, it } from 'vitest';
import type { DueReminder } from './due-reminders';
import { reminderMail } from './reminder-mail';

const to = {
  email: 'dana@example.com',
  householdName: "Dana's household",
  appOrigin: 'https://reno.example',
  unsubscribeToken: 'tok',
};
const reminder = (kind: DueReminder['kind']): DueReminder => ({
  kind,
  key: `${kind}#1`,
  about: `${kind}#1`,
  day: '2026-12-01',
  daysUntil: -2,
  projectName: 'Kitchen Remodel',
  what: kind === 'milestoneOverdue' ? 'Cabinets installed' : 'Deposit',
  estimateTitle: kind === 'milestoneOverdue' ? null : 'Cabinet install',
  amountCents: kind === 'milestoneOverdue' ? null : 200_000,
});

describe('a reminder e-mail', () => {
  it('links a payment to the estimates and an overdue milestone to the timeline', () => {
    expect(reminderMail(to, reminder('installmentOverdue')).text).toContain(
      'Open the estimates: https://reno.example/estimates',
    );
    const milestone = reminderMail(to, reminder('milestoneOverdue')).text;
    expect(milestone).toContain('Open the timeline: https://reno.example/timeline');
    expect(milestone).not.toContain('/estimates');
  });
});
