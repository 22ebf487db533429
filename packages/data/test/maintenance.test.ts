// Maintenance tasks (issue 53): a home's tasks paged by id, counted on the home, their log kept in date order
// on the task, the next due date moved by each time done, and a home not deleted while it has tasks.
import { describe, expect, it } from 'vitest';
import { FIRST_HOME_ID, MAX_MAINTENANCE_LOG } from '@reno/domain';
import {
  createHome,
  createMaintenanceTask,
  deleteHome,
  deleteMaintenanceTask,
  HomeInUseError,
  listHouseholdMaintenanceTasks,
  listMaintenanceTaskPage,
  logMaintenanceDone,
  MaintenanceLogFullError,
  NotFoundError,
  updateMaintenanceTask,
} from '../src/index';
import { maintenanceTaskKey } from '../src/keys';
import { updateItem } from '../src/requests';
import { expectConsistent } from './invariants';
import { dana, newUser, testContext } from './support';

const ctx = testContext();

const filter = (homeId: number, overrides: Record<string, unknown> = {}) => ({
  homeId,
  name: 'HVAC filter',
  rule: 'every' as const,
  intervalMonths: 3,
  startDate: '2025-01-31',
  ...overrides,
});

describe('maintenance tasks', () => {
  it("pages a home's tasks by id and counts them on the home, which is kept while it has any", async () => {
    const household = await newUser(ctx);
    const cabin = await createHome(ctx, household, { name: 'Cabin' });
    const first = await createMaintenanceTask(ctx, household, filter(FIRST_HOME_ID), {
      by: dana,
    });
    expect(first).toMatchObject({
      id: 1,
      homeId: FIRST_HOME_ID,
      itemId: null,
      itemName: null,
      notes: null,
      log: [],
      lastDoneDate: null,
      nextDueDate: '2025-01-31',
      createdBy: { name: 'Dana' },
    });
    for (const name of ['Gutters', 'Water heater flush'])
      await createMaintenanceTask(ctx, household, filter(FIRST_HOME_ID, { name, rule: 'after' }));
    const porch = await createMaintenanceTask(ctx, household, filter(cabin.id, { name: 'Porch stain' }));

    const page = await listMaintenanceTaskPage(ctx, household, FIRST_HOME_ID, { limit: 2 });
    expect(page.records.map((task) => task.name)).toEqual(['HVAC filter', 'Gutters']);
    const rest = await listMaintenanceTaskPage(ctx, household, FIRST_HOME_ID, {
      limit: 2,
      cursor: page.nextCursor,
    });
    expect(rest).toMatchObject({ records: [{ name: 'Water heater flush' }], nextCursor: null });
    expect((await listHouseholdMaintenanceTasks(ctx, household)).length).toBe(4);

    await expect(deleteHome(ctx, household, cabin.id)).rejects.toThrow(
      new HomeInUseError('This home has 1 maintenance task: delete it first'),
    );
    // Moved to the first home: the cabin is empty and goes.
    await updateMaintenanceTask(ctx, household, porch.id, filter(FIRST_HOME_ID, { name: 'Porch stain' }));
    await deleteHome(ctx, household, cabin.id);
    await expect(createMaintenanceTask(ctx, household, filter(cabin.id))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await deleteMaintenanceTask(ctx, household, porch.id);
    await expect(deleteMaintenanceTask(ctx, household, porch.id)).rejects.toBeInstanceOf(NotFoundError);
    await expectConsistent(ctx, household);
  });

  it('logs each time done in date order, the latest moving the next due date; an edit keeps the log', async () => {
    const household = await newUser(ctx);
    const task = await createMaintenanceTask(ctx, household, filter(FIRST_HOME_ID));
    const done = await logMaintenanceDone(ctx, household, task.id, { date: '2025-02-02', note: 'MERV 11' });
    expect(done).toMatchObject({ lastDoneDate: '2025-02-02', nextDueDate: '2025-04-30', version: 2 });
    // Logged late for an earlier day: in date order, and the latest still counts.
    const earlier = await logMaintenanceDone(ctx, household, task.id, { date: '2024-11-01', expenseId: 12 });
    expect(earlier.log).toEqual([
      { date: '2024-11-01', note: null, expenseId: 12 },
      { date: '2025-02-02', note: 'MERV 11', expenseId: null },
    ]);
    expect(earlier.nextDueDate).toBe('2025-04-30');

    const changed = await updateMaintenanceTask(
      ctx,
      household,
      task.id,
      filter(FIRST_HOME_ID, { rule: 'after', intervalMonths: 6, notes: 'Upstairs unit' }),
    );
    expect(changed).toMatchObject({ notes: 'Upstairs unit', nextDueDate: '2025-08-02' });
    expect(changed.log).toHaveLength(2);
    await expect(logMaintenanceDone(ctx, household, 99, { date: '2025-01-02' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('refuses a time done beyond a full log', async () => {
    const household = await newUser(ctx);
    const task = await createMaintenanceTask(ctx, household, filter(FIRST_HOME_ID));

    const full = Array.from({ length: MAX_MAINTENANCE_LOG }, () => ({ date: '2020-01-01', note: null }));
    await updateItem(ctx, {
      Key: maintenanceTaskKey(household, task.id),
      UpdateExpression: 'SET #log = :log',
      ExpressionAttributeNames: { '#log': 'log' },
      ExpressionAttributeValues: { ':log': full },
    });
    await expect(logMaintenanceDone(ctx, household, task.id, { date: '2025-01-02' })).rejects.toBeInstanceOf(
      MaintenanceLogFullError,
    );
  });
});
