// Payment reminders' data (issue 41): settings per member and household, the unsubscribe token and its one
// click, the sweep's list of households and the sent markers that make a reminder go once.
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, REMINDERS_OFF } from '@reno/domain';
import {
  claimReminder,
  createMilestone,
  createProject,
  ensureUnsubscribeToken,
  getReminderSettings,
  listRemindableHouseholds,
  listReminderSettings,
  readReminderHousehold,
  releaseReminder,
  setReminderSettings,
  unsubscribeReminders,
} from '../src/index';
import { newUser, newUserId, testContext } from './support';

const ctx = testContext();

describe('reminder settings', () => {
  it('are the defaults until saved, then each member their own', async () => {
    const household = newUserId();
    const [ana, ben] = [newUserId(), newUserId()];
    expect(await getReminderSettings(ctx, household, ana)).toEqual(DEFAULT_REMINDER_SETTINGS);

    const saved = { ...DEFAULT_REMINDER_SETTINGS, daysBefore: 7, weeklyDigest: true };
    await setReminderSettings(ctx, household, ana, saved);

    expect(await getReminderSettings(ctx, household, ana)).toEqual(saved);
    expect(await getReminderSettings(ctx, household, ben)).toEqual(DEFAULT_REMINDER_SETTINGS);
    expect(await getReminderSettings(ctx, newUserId(), ana)).toEqual(DEFAULT_REMINDER_SETTINGS);
  });
});

describe('unsubscribing', () => {
  it('keeps one token per member and household, and its click turns every reminder off there only', async () => {
    const [household, other, ana] = [newUserId(), newUserId(), newUserId()];
    await setReminderSettings(ctx, other, ana, { ...DEFAULT_REMINDER_SETTINGS, weeklyDigest: true });
    const fresh = (n: string) => ({ token: `token-${n}-${household}`, tokenHash: `hash-${n}-${household}` });

    const tokens = await Promise.all([
      ensureUnsubscribeToken(ctx, household, ana, fresh('a')),
      ensureUnsubscribeToken(ctx, household, ana, fresh('b')),
    ]);
    expect(tokens[0]).toBe(tokens[1]);
    expect(await ensureUnsubscribeToken(ctx, household, ana, fresh('c'))).toBe(tokens[0]);
    const used = tokens[0] === fresh('a').token ? fresh('a') : fresh('b');

    expect(await unsubscribeReminders(ctx, used.tokenHash)).toEqual({
      householdId: household,
      memberId: ana,
    });
    expect(await getReminderSettings(ctx, household, ana)).toEqual({ daysBefore: 3, ...REMINDERS_OFF });
    expect((await listReminderSettings(ctx, household)).get(ana)?.unsubscribeToken).toBe(used.token);
    // Another household's settings are untouched; a second click changes nothing; a stranger's token is null.
    expect((await getReminderSettings(ctx, other, ana)).weeklyDigest).toBe(true);
    expect(await unsubscribeReminders(ctx, used.tokenHash)).toEqual({
      householdId: household,
      memberId: ana,
    });
    expect(await unsubscribeReminders(ctx, 'no-such-hash')).toBeNull();
  });
});

describe('sent markers', () => {
  it('let exactly one of two concurrent sweeps send a reminder, and a released one be sent again', async () => {
    const [household, ana] = [newUserId(), newUserId()];
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimReminder(ctx, household, ana, 'due#1#1#2026-12-04')),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimReminder(ctx, household, newUserId(), 'due#1#1#2026-12-04')).toBe(true);

    await releaseReminder(ctx, household, ana, 'due#1#1#2026-12-04');
    expect(await claimReminder(ctx, household, ana, 'due#1#1#2026-12-04')).toBe(true);
  });
});

describe("the sweep's list of households", () => {
  it('gains a household in the write that gives a milestone a target date, not before', async () => {
    const owner = await newUser(ctx, 'pro');
    const project = await createProject(ctx, owner, { name: 'Porch', budgetCents: 100_000 });
    await createMilestone(ctx, owner, { projectId: project.id, title: 'Open', category: 'Structural' });
    expect(await listRemindableHouseholds(ctx)).not.toContain(owner);

    await createMilestone(ctx, owner, {
      projectId: project.id,
      title: 'Framing',
      category: 'Structural',
      targetDate: '2026-12-01',
    });

    expect(await listRemindableHouseholds(ctx)).toContain(owner);
    const read = await readReminderHousehold(ctx, owner);
    expect(read.projects).toEqual([{ id: project.id, name: 'Porch' }]);
    expect(read.milestones.map((m) => [m.title, m.targetDate])).toEqual([
      ['Open', null],
      ['Framing', '2026-12-01'],
    ]);
  });
});
