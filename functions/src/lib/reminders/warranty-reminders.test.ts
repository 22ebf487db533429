// Warranty reminders through the sweep on DynamoDB Local: 60 and 7 days before a warranty ends, once each, to
// the members who want them; none for a warranty ended or far off.
import { beforeAll, describe, expect, it } from 'vitest';
import { createHomeItem, createRoom, setReminderSettings } from '@reno/data';
import { DEFAULT_REMINDER_SETTINGS, FIRST_HOME_ID, NO_ITEM_DETAILS } from '@reno/domain';
import { ensureTable } from '@reno/data/ensure-table';
import { randomUUID } from 'node:crypto';
import { ownerWithViewer, sweepTable } from '../../../test/support/reminder-household';
import { warrantyReminders } from './warranty-reminders';

// A table of its own: a sweep reads every household on the list, and one at another day would claim the
// reminders of the sweep tests' households (reminder-sweep.test.ts) running beside it.
const tableName = `warranty-reminders-${randomUUID()}`;
const { data, sweepOn } = sweepTable(tableName);
beforeAll(() => ensureTable(process.env.DYNAMODB_ENDPOINT!, tableName));

/** An owner and a viewer; a dishwasher in the kitchen whose 24-month warranty ends Mar 31, 2028. */
async function household() {
  const h = await ownerWithViewer(data);
  const { owner } = h;
  const kitchen = await createRoom(data, owner, { homeId: FIRST_HOME_ID, name: 'Kitchen' });
  await createHomeItem(data, owner, {
    roomId: kitchen.id,
    kind: 'appliance',
    name: 'Dishwasher',
    ...NO_ITEM_DETAILS,
    warranty: {
      startDate: '2026-03-31',
      months: 24,
      endDate: null,
      endsOn: '2028-03-31',
      covered: 'Parts and labour',
      contact: 'Bosch, 800-944-2904',
      document: null,
    },
  });
  return { ...h, emails: [h.ownerEmail, h.viewerEmail] };
}

describe('warranty reminders', () => {
  it('remind each member 60 and 7 days before a warranty ends, once each, as their settings say', async () => {
    const h = await household();
    await setReminderSettings(data, h.owner, h.viewer, {
      ...DEFAULT_REMINDER_SETTINGS,
      warrantyEnding: false,
    });
    expect(await sweepOn('2028-01-30', ...h.emails)).toEqual([]);

    const sixty = await sweepOn('2028-01-31', ...h.emails);
    expect(sixty.map((mail) => [mail.to, mail.subject])).toEqual([
      [h.emails[0], 'Warranty ends in 60 days: Dishwasher'],
    ]);
    expect(sixty[0]!.text).toContain("The warranty of 'Dishwasher' ends Mar 31, 2028.");
    expect(sixty[0]!.text).toContain('claim before then: Bosch, 800-944-2904.');
    expect(sixty[0]!.text).toContain('/unsubscribe?token=');
    expect(await sweepOn('2028-02-20', ...h.emails)).toEqual([]);

    // A sweep that missed the 7th day before still sends the 7-day reminder, once.
    expect((await sweepOn('2028-03-26', ...h.emails)).map((mail) => mail.subject)).toEqual([
      'Warranty ends in 5 days: Dishwasher',
    ]);
    expect(await sweepOn('2028-03-31', ...h.emails)).toEqual([]);
    expect(await sweepOn('2028-04-01', ...h.emails)).toEqual([]);
  });

  it('picks the notice by the days left, and nothing once the warranty has ended', () => {
    const warranty = { startDate: '2025-01-01', months: null, endDate: '2025-12-31', endsOn: '2025-12-31' };
    const household = {
      warranties: [
        { itemId: 4, name: 'Range', warranty: { ...warranty, covered: null, contact: null, document: null } },
      ],
    };
    const keys = (today: string) =>
      warrantyReminders(household, { warrantyEnding: true }, today).map((r) => r.key);
    expect(keys('2025-10-31')).toEqual([]);
    expect(keys('2025-11-01')).toEqual(['warranty60#4#2025-12-31']);
    expect(keys('2025-12-23')).toEqual(['warranty60#4#2025-12-31']);
    expect(keys('2025-12-24')).toEqual(['warranty7#4#2025-12-31']);
    expect(keys('2025-12-31')).toEqual(['warranty7#4#2025-12-31']);
    expect(keys('2026-01-01')).toEqual([]);
  });
});
