// Items of a room over HTTP (docs/product.md#api-home-items): an item made from an expense ('Add to the home
// record'), its cost following the expense, its documents and warranty card claimed from uploads and removed
// with it, a room's items in pages, and a room with items kept.
import { addDays, todayLocalDateString } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import {
  createContractor,
  createExpense,
  createHomeItem,
  createProject,
  createRoom,
  homeItemPayload,
} from './support/fixtures';
import { objectExists, uploadThroughApi } from './support/s3';

const pdf = (name: string) => ({ name, type: 'application/pdf', content: '%PDF-1.4 manual' });

describe('home items', () => {
  it('makes an item from an expense, costs what its expenses add up to, and follows them', async () => {
    const user = await newUser();
    const kitchen = await createRoom(user, 1);
    const project = await createProject(user);
    const contractor = await createContractor(user);
    const range = await createExpense(user, project.id, { description: 'Bosch range', amount: '1899.00' });
    const made = await api.post(
      '/api/items',
      user,
      homeItemPayload(kitchen.id, {
        name: 'Range',
        supplier: 'Bosch range',
        installDate: range.date,
        contractorId: contractor.id,
        expenseIds: [range.id],
      }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      roomId: kitchen.id,
      kind: 'appliance',
      contractorId: contractor.id,
      expenseIds: [range.id],
      expenses: [{ id: range.id, description: 'Bosch range', date: range.date, amount: '1899.00' }],
      cost: '1899.00',
      warranty: null,
      version: 1,
    });
    expect((await api.delete(`/api/expenses/${range.id}`, user)).status).toBe(200);
    const page = await api.get(`/api/items?roomId=${kitchen.id}`, user);
    expect(page.body).toMatchObject([{ id: made.body.id, expenseIds: [], expenses: [], cost: '0.00' }]);

    const refused = await api.post(
      '/api/items',
      user,
      homeItemPayload(kitchen.id, { expenseIds: [range.id] }),
    );
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'Expense not found' });
    const stranger = await newUser();
    expect((await api.get(`/api/items?roomId=${kitchen.id}`, stranger)).body).toEqual({
      error: 'Room not found',
    });
    expect((await api.post('/api/items', stranger, homeItemPayload(kitchen.id))).status).toBe(404);
    expect((await api.get('/api/items', user)).body.details).toEqual([
      { path: ['roomId'], message: 'Room is required' },
    ]);
  });

  it('claims its documents and warranty card from uploads, and removes the ones it stops naming', async () => {
    const user = await newUser();
    const kitchen = await createRoom(user, 1);
    const manual = await uploadThroughApi(user, pdf('manual.pdf'), 'estimate-attachment');
    const card = await uploadThroughApi(user, pdf('card.pdf'), 'estimate-attachment');
    const warranty = {
      startDate: '2026-01-15',
      months: 24,
      covered: 'Parts and labour',
      contact: 'Bosch 800-944-2904',
      document: card,
    };
    const item = await createHomeItem(user, kitchen.id, { documents: [manual], warranty });
    const [stored] = item.documents as string[];
    expect(stored).toBe(manual.replace(/^pending\//, ''));
    expect(item.warranty).toEqual({
      ...warranty,
      endDate: null,
      endsOn: '2028-01-15',
      document: card.replace(/^pending\//, ''),
    });
    expect(await objectExists(stored!)).toBe(true);
    expect(await objectExists(manual)).toBe(false);

    const edited = await api.put(
      `/api/items/${item.id}`,
      user,
      homeItemPayload(kitchen.id, { documents: [stored] }),
    );
    expect(edited.body).toMatchObject({ documents: [stored], warranty: null, version: 2 });
    expect(await objectExists(card.replace(/^pending\//, ''))).toBe(false);
    expect((await api.delete(`/api/items/${item.id}`, user)).body).toEqual({
      message: 'Item deleted successfully',
    });
    expect(await objectExists(stored!)).toBe(false);
    expect((await api.delete(`/api/items/${item.id}`, user)).status).toBe(404);

    const foreign = await api.post(
      '/api/items',
      user,
      homeItemPayload(kitchen.id, { documents: ['users/someone/attachments/x.pdf'] }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual([
      { path: ['documents'], message: 'Attachment not found; please upload it again' },
    ]);
  });

  it('lists the warranties ending from today to 60 days on, soonest first', async () => {
    const user = await newUser();
    const kitchen = await createRoom(user, 1);
    const today = todayLocalDateString();
    const endingOn = (name: string, days: number) =>
      createHomeItem(user, kitchen.id, {
        name,
        warranty: { startDate: addDays(today, -400), endDate: addDays(today, days), contact: `${name} line` },
      });
    await endingOn('Range', 59);
    await endingOn('Hood', 0);
    await endingOn('Fridge', 61);
    await endingOn('Sink', -1);
    const range = await api.get('/api/warranties', user);
    expect(range.body).toEqual([
      { itemId: expect.any(Number), roomId: kitchen.id, name: 'Hood', endsOn: today, contact: 'Hood line' },
      {
        itemId: expect.any(Number),
        roomId: kitchen.id,
        name: 'Range',
        endsOn: addDays(today, 59),
        contact: 'Range line',
      },
    ]);
    expect((await api.get('/api/warranties', await newUser())).body).toEqual([]);
  });

  it("pages a room's items by cursor and keeps a room with items", async () => {
    const user = await newUser();
    const kitchen = await createRoom(user, 1);
    for (const name of ['Range', 'Cabinets', 'Wall paint']) await createHomeItem(user, kitchen.id, { name });
    const first = await api.get(`/api/items?roomId=${kitchen.id}&limit=2`, user);
    expect((first.body as { name: string }[]).map((item) => item.name)).toEqual(['Range', 'Cabinets']);
    const cursor = first.headers['x-next-cursor'];
    const rest = await api.get(`/api/items?roomId=${kitchen.id}&limit=2&cursor=${cursor}`, user);
    expect((rest.body as { name: string }[]).map((item) => item.name)).toEqual(['Wall paint']);
    expect(rest.headers['x-next-cursor']).toBeUndefined();

    const kept = await api.delete(`/api/rooms/${kitchen.id}`, user);
    expect(kept.status).toBe(409);
    expect(kept.body).toEqual({ error: 'This room has 3 items: delete or move them first' });
  });
});
