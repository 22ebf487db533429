// Maintenance tasks over HTTP (docs/product.md#api-maintenance): a home's tasks added, paged, changed, marked
// done (the next due date moves) and deleted; bad input in the product's words; a home with tasks kept.
import { addDays, todayLocalDateString } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import {
  createHome,
  createHomeItem,
  createMaintenanceTask,
  createRoom,
  maintenancePayload,
  newRecordEdits,
} from './support/fixtures';

describe('maintenance tasks', () => {
  it('adds a task, marks it done and moves its next due date; pages by cursor', async () => {
    const user = await newUser();
    const added = await api.post('/api/maintenance', user, maintenancePayload(1, { notes: ' 16x25 ' }));
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: 1,
      userId: user.sub,
      homeId: 1,
      itemId: null,
      itemName: null,
      name: 'HVAC filter',
      notes: '16x25',
      rule: 'every',
      intervalMonths: 3,
      startDate: '2025-03-01',
      log: [],
      lastDoneDate: null,
      nextDueDate: '2025-03-01',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ...newRecordEdits(user),
    });

    const done = await api.post('/api/maintenance/1/done', user, {
      date: '2025-03-04',
      note: 'MERV 11',
      expenseId: 9,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      log: [{ date: '2025-03-04', note: 'MERV 11', expenseId: 9 }],
      lastDoneDate: '2025-03-04',
      nextDueDate: '2025-06-01',
      version: 2,
    });
    const after = await api.put(
      '/api/maintenance/1',
      user,
      maintenancePayload(1, { rule: 'after', intervalMonths: 12 }),
    );
    expect(after.body).toMatchObject({
      rule: 'after',
      nextDueDate: '2026-03-04',
      log: [{ date: '2025-03-04' }],
    });

    await createMaintenanceTask(user, 1, { name: 'Gutters' });
    const first = await api.get('/api/maintenance?homeId=1&limit=1', user);
    expect((first.body as { name: string }[]).map((task) => task.name)).toEqual(['HVAC filter']);
    const cursor = first.headers['x-next-cursor'];
    const second = await api.get(`/api/maintenance?homeId=1&limit=1&cursor=${cursor}`, user);
    expect((second.body as { name: string }[]).map((task) => task.name)).toEqual(['Gutters']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('refuses bad input in the words of docs/product.md, and unknown homes and tasks', async () => {
    const user = await newUser();
    const bad = await api.post('/api/maintenance', user, {
      homeId: 1,
      name: ' ',
      rule: 'sometimes',
      intervalMonths: 0,
      startDate: '2025-02-30',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { path: ['name'], message: 'Name is required' },
      { path: ['rule'], message: "Rule must be 'every' or 'after'" },
      { path: ['intervalMonths'], message: 'Months must be a whole number from 1 to 120' },
      { path: ['startDate'], message: 'Start date must be a valid date (YYYY-MM-DD)' },
    ]);
    const noDate = await api.post('/api/maintenance/1/done', user, {});
    expect(noDate.body.details).toEqual([{ path: ['date'], message: 'Date is required' }]);
    expect((await api.post('/api/maintenance/1/done', user, { date: '2025-03-01' })).body).toEqual({
      error: 'Maintenance task not found',
    });
    expect((await api.post('/api/maintenance', user, maintenancePayload(99))).status).toBe(404);
    expect((await api.get('/api/maintenance?homeId=99', user)).body).toEqual({ error: 'Home not found' });
  });

  it('keeps a home while it has tasks; a deleted task is gone', async () => {
    const user = await newUser();
    const cabin = await createHome(user);
    const task = await createMaintenanceTask(user, cabin.id, { name: 'Dock stain' });
    const kept = await api.delete(`/api/homes/${cabin.id}`, user);
    expect(kept.status).toBe(409);
    expect(kept.body).toEqual({ error: 'This home has 1 maintenance task: delete it first' });
    expect((await api.delete(`/api/maintenance/${task.id}`, user)).body).toEqual({
      message: 'Maintenance task deleted successfully',
    });
    expect((await api.delete(`/api/maintenance/${task.id}`, user)).status).toBe(404);
    expect((await api.delete(`/api/homes/${cabin.id}`, user)).status).toBe(200);
  });

  it('lists the tasks due this month, overdue ones too, soonest first, with their home', async () => {
    const user = await newUser();
    const cabin = await createHome(user, { name: 'Lake cabin' });
    const today = todayLocalDateString();
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
    await createMaintenanceTask(user, 1, { name: 'HVAC filter', startDate: today });
    await createMaintenanceTask(user, cabin.id, { name: 'Dock stain', startDate: lastMonth });
    await createMaintenanceTask(user, 1, {
      name: 'Gutters',
      startDate: addDays(`${today.slice(0, 7)}-28`, 7),
    });
    const due = await api.get('/api/maintenance/due', user);
    expect(due.status).toBe(200);
    expect(due.body).toEqual([
      { id: 2, homeId: cabin.id, homeName: 'Lake cabin', name: 'Dock stain', nextDueDate: lastMonth },
      { id: 1, homeId: 1, homeName: 'Our home', name: 'HVAC filter', nextDueDate: today },
    ]);
    expect((await api.get('/api/maintenance/due', await newUser())).body).toEqual([]);
  });

  it("names an item of the task's own home, answered with its name; another home's item or none is 400", async () => {
    const user = await newUser();
    const cabin = await createHome(user, { name: 'Lake cabin' });
    const furnace = await createHomeItem(user, (await createRoom(user, 1, { name: 'Basement' })).id, {
      kind: 'system',
      name: 'Furnace',
    });
    const dock = await createHomeItem(user, (await createRoom(user, cabin.id, { name: 'Dock' })).id, {
      kind: 'material',
      name: 'Dock boards',
    });
    const task = await createMaintenanceTask(user, 1, { itemId: furnace.id });
    expect(task).toMatchObject({ itemId: furnace.id, itemName: 'Furnace' });
    expect((await api.get('/api/maintenance?homeId=1', user)).body).toMatchObject([
      { id: task.id, itemId: furnace.id, itemName: 'Furnace' },
    ]);

    const notInHome = [{ path: ['itemId'], message: 'Item must be an item of this home' }];
    const foreign = await api.post('/api/maintenance', user, maintenancePayload(1, { itemId: dock.id }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual(notInHome);
    const missing = await api.put(`/api/maintenance/${task.id}`, user, maintenancePayload(1, { itemId: 99 }));
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual(notInHome);
    // Moved to the cabin, the task must name the cabin's item (or none).
    const moved = await api.put(
      `/api/maintenance/${task.id}`,
      user,
      maintenancePayload(cabin.id, { itemId: furnace.id }),
    );
    expect(moved.body.details).toEqual(notInHome);
    expect(
      (await api.put(`/api/maintenance/${task.id}`, user, maintenancePayload(cabin.id, { itemId: dock.id })))
        .body,
    ).toMatchObject({ homeId: cabin.id, itemId: dock.id, itemName: 'Dock boards' });

    // An item deleted since: the task names none.
    expect((await api.delete(`/api/items/${dock.id}`, user)).status).toBe(200);
    expect((await api.get(`/api/maintenance?homeId=${cabin.id}`, user)).body).toMatchObject([
      { id: task.id, itemId: null, itemName: null },
    ]);
  });
});
