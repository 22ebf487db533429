// Maintenance reminders through the daily sweep on DynamoDB Local with a moved clock: due within the member's
// days before, once for each due day; marking the task done moves the next reminder to the new due day.
import { describe, expect, it } from 'vitest';
import { createHome, createMaintenanceTask, logMaintenanceDone, setReminderSettings } from '@reno/data';
import { DEFAULT_REMINDER_SETTINGS } from '@reno/domain';
import { ownerWithViewer, sweepTable } from '../../../test/support/reminder-household';

const { data, sweepOn } = sweepTable();

describe('maintenance reminders', () => {
  it('remind of a task coming due once per due day, as each member wants, and move on when it is done', async () => {
    const { owner, viewer, ownerEmail: email, viewerEmail } = await ownerWithViewer(data);
    await setReminderSettings(data, owner, viewer, { ...DEFAULT_REMINDER_SETTINGS, maintenanceDue: false });
    const cabin = await createHome(data, owner, { name: 'Lake cabin' });
    const task = await createMaintenanceTask(data, owner, {
      homeId: cabin.id,
      name: 'HVAC filter',
      rule: 'every',
      intervalMonths: 3,
      startDate: '2030-12-05',
    });

    expect(await sweepOn('2030-12-01', email)).toEqual([]);
    const [due] = await sweepOn('2030-12-02', email);
    expect(due?.subject).toBe('Maintenance due in 3 days: HVAC filter');
    expect(due?.text).toContain("Maintenance 'HVAC filter' (Lake cabin) is due Dec 5, 2030.");
    expect(due?.text).toContain('Open the homes: http://127.0.0.1:5173/homes');
    // Once for that due day, even when it is overdue; never to the member who turned them off.
    expect(await sweepOn('2030-12-09', email)).toEqual([]);
    expect(await sweepOn('2030-12-02', viewerEmail)).toEqual([]);

    await logMaintenanceDone(data, owner, task.id, { date: '2030-12-09' });
    expect((await sweepOn('2031-03-03', email)).map((mail) => mail.subject)).toEqual([
      'Maintenance due in 2 days: HVAC filter',
    ]);
  });
});
