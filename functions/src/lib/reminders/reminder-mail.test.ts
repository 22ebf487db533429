import { describe, expect, it } from 'vitest';
import type { DueReminder } from './due-reminders';
import { digestMail, reminderMail } from './reminder-mail';
import { warrantyMail } from './warranty-reminders';

const to = {
  email: 'dana@example.com',
  householdName: "Dana's household",
  appOrigin: 'https://reno.example',
  unsubscribeToken: 'tok',
};
const WHAT: Partial<Record<DueReminder['kind'], string>> = {
  milestoneOverdue: 'Cabinets installed',
  maintenanceDue: 'HVAC filter',
};
const reminder = (kind: DueReminder['kind']): DueReminder => ({
  kind,
  key: `${kind}#1`,
  about: `${kind}#1`,
  day: '2026-12-01',
  daysUntil: -2,
  projectName: 'Kitchen Remodel',
  what: WHAT[kind] ?? 'Deposit',
  estimateTitle: kind === 'milestoneOverdue' || kind === 'maintenanceDue' ? null : 'Cabinet install',
  amountCents: kind === 'milestoneOverdue' || kind === 'maintenanceDue' ? null : 200_000,
});
const because = (setting: string) =>
  `You get this because '${setting}' is on in your reminder settings for Dana's household.`;

describe('a reminder e-mail', () => {
  it('links a payment to the estimates and an overdue milestone to the timeline', () => {
    expect(reminderMail(to, reminder('installmentOverdue')).text).toContain(
      'Open the estimates: https://reno.example/estimates',
    );
    const milestone = reminderMail(to, reminder('milestoneOverdue')).text;
    expect(milestone).toContain('Open the timeline: https://reno.example/timeline');
    expect(milestone).not.toContain('/estimates');
  });

  it("names in its footer the setting that sends it, never another's", () => {
    expect(reminderMail(to, reminder('installmentDue')).text).toContain(because('Before a payment is due'));
    expect(reminderMail(to, reminder('installmentOverdue')).text).toContain(
      because('When a payment is overdue'),
    );
    expect(reminderMail(to, reminder('milestoneOverdue')).text).toContain(
      because('When a milestone is overdue'),
    );
    const maintenance = reminderMail(to, { ...reminder('maintenanceDue'), projectName: 'Our home' }).text;
    expect(maintenance).toContain(because('When home maintenance is due'));
    expect(maintenance).not.toMatch(/payment/i);
    const warranty = warrantyMail(to, {
      key: 'warranty60#1#2028-03-31',
      itemName: 'Dishwasher',
      endsOn: '2028-03-31',
      daysUntil: 60,
      contact: null,
    }).text;
    expect(warranty).toContain(because('Before a warranty ends'));
    expect(warranty).not.toMatch(/payment/i);
  });
});

describe('the weekly digest', () => {
  it('lists maintenance under its own heading, after the payments and milestones', () => {
    const maintenance = { ...reminder('maintenanceDue'), projectName: 'Our home' };
    const text = digestMail(to, [reminder('installmentOverdue'), maintenance], '2026-11-30').text;
    expect(text).toContain(
      [
        "Overdue or due in the next 7 days in Dana's household:",
        '',
        'Payments and milestones:',
        "- Deposit of 'Cabinet install' (Kitchen Remodel): $2,000, overdue since Dec 1, 2026.",
        '',
        'Home maintenance:',
        "- Maintenance 'HVAC filter' (Our home) was due Dec 1, 2026.",
      ].join('\n'),
    );
    expect(text).toContain(because('A weekly digest on Mondays'));
  });

  it('shows only the headings it has something under, or that nothing is due', () => {
    const maintenanceOnly = digestMail(
      to,
      [{ ...reminder('maintenanceDue'), projectName: 'Our home' }],
      '2026-11-30',
    );
    expect(maintenanceOnly.text).toContain('Home maintenance:');
    expect(maintenanceOnly.text).not.toContain('Payments and milestones');
    expect(digestMail(to, [], '2026-11-30').text).toContain('Nothing is due or overdue this week.');
  });
});
