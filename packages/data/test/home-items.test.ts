// Items of a room (issue 53): a room's items in pages, counted on the room in the same transaction as their
// create, move and delete; the cost read from the linked expenses, so it follows them when they change or go.
import { describe, expect, it } from 'vitest';
import { FIRST_HOME_ID, NO_ITEM_DETAILS } from '@reno/domain';
import {
  createContractor,
  createExpense,
  createHomeItem,
  createProject,
  createRoom,
  deleteExpense,
  deleteHomeItem,
  deleteRoom,
  getExpense,
  getHomeItem,
  HomeInUseError,
  listHomeItemPage,
  NotFoundError,
  updateExpense,
  updateHomeItem,
  type HomeItemInput,
} from '../src/index';
import { expectConsistent } from './invariants';
import { newUser, testContext } from './support';

const ctx = testContext();

const itemOf = (roomId: number, overrides: Partial<HomeItemInput> = {}): HomeItemInput => ({
  roomId,
  kind: 'appliance',
  name: 'Range',
  ...NO_ITEM_DETAILS,
  ...overrides,
});

const expenseOf = (projectId: number, description = 'Range', amountCents = 10_000) => ({
  projectId,
  description,
  amountCents,
  category: 'materials',
  paymentMethod: 'credit_card',
  date: '2025-03-02',
});

async function household() {
  const id = await newUser(ctx);
  const kitchen = await createRoom(ctx, id, { homeId: FIRST_HOME_ID, name: 'Kitchen' });
  const project = await createProject(ctx, id, { name: 'Kitchen', budgetCents: 1_000_000 });
  return { id, kitchen, project };
}

describe('home items', () => {
  it('costs what its linked expenses add up to, following them when one changes or is deleted', async () => {
    const { id, kitchen, project } = await household();
    const range = await createExpense(ctx, id, expenseOf(project.id, 'Range', 189_900));
    const hood = await createExpense(ctx, id, expenseOf(project.id, 'Hood', 45_000));
    const item = await createHomeItem(ctx, id, itemOf(kitchen.id, { expenseIds: [range.id, hood.id] }));
    expect(item).toMatchObject({ roomId: kitchen.id, costCents: 234_900, expenseIds: [range.id, hood.id] });
    expect(item.expenses[0]).toEqual({
      id: range.id,
      description: 'Range',
      date: range.date,
      amountCents: 189_900,
      // The receipt the home packet packs for the item (none here).
      imageUrl: null,
    });

    const stored = (await getExpense(ctx, id, hood.id))!;
    await updateExpense(ctx, id, hood.id, { ...stored, amountCents: 50_000 });
    expect((await getHomeItem(ctx, id, item.id))?.costCents).toBe(239_900);
    await deleteExpense(ctx, id, range.id);
    expect(await getHomeItem(ctx, id, item.id)).toMatchObject({ costCents: 50_000, expenseIds: [hood.id] });
    // An item saved again still names nothing deleted, and links are checked only when new.
    const saved = await updateHomeItem(
      ctx,
      id,
      item.id,
      itemOf(kitchen.id, { expenseIds: [range.id, hood.id] }),
    );
    expect(saved.item.costCents).toBe(50_000);
    await expect(
      createHomeItem(ctx, id, itemOf(kitchen.id, { expenseIds: [range.id] })),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expectConsistent(ctx, id);
  });

  it('refuses a room, an expense or a contractor the household does not have', async () => {
    const { id, kitchen } = await household();
    const other = await household();
    const foreign = await createExpense(ctx, other.id, expenseOf(other.project.id));
    for (const input of [
      itemOf(999),
      itemOf(kitchen.id, { expenseIds: [foreign.id] }),
      itemOf(kitchen.id, { contractorId: 999 }),
    ])
      await expect(createHomeItem(ctx, id, input)).rejects.toBeInstanceOf(NotFoundError);
    const contractor = await createContractor(ctx, id, { name: 'Ace Electric' });
    expect(
      (await createHomeItem(ctx, id, itemOf(kitchen.id, { contractorId: contractor.id }))).contractorId,
    ).toBe(contractor.id);
    await expectConsistent(ctx, id);
  });

  it("pages a room's items; a move counts it out of one room and into the other; a room with items is kept", async () => {
    const { id, kitchen } = await household();
    const bath = await createRoom(ctx, id, { homeId: FIRST_HOME_ID, name: 'Bathroom' });
    for (const name of ['Range', 'Sink', 'Cabinets'])
      await createHomeItem(ctx, id, itemOf(kitchen.id, { name }));
    const first = await listHomeItemPage(ctx, id, kitchen.id, { limit: 2 });
    expect(first.records.map((item) => item.name)).toEqual(['Range', 'Sink']);
    const rest = await listHomeItemPage(ctx, id, kitchen.id, { limit: 2, cursor: first.nextCursor });
    expect(rest).toMatchObject({ records: [{ name: 'Cabinets' }], nextCursor: null });

    const sink = first.records[1]!;
    await updateHomeItem(ctx, id, sink.id, itemOf(bath.id, { name: 'Sink', kind: 'fixture' }));
    expect(
      (await listHomeItemPage(ctx, id, bath.id, { limit: 10 })).records.map((item) => item.name),
    ).toEqual(['Sink']);
    await expect(deleteRoom(ctx, id, kitchen.id)).rejects.toThrow(
      new HomeInUseError('This room has 2 items: delete or move them first'),
    );
    await deleteHomeItem(ctx, id, sink.id);
    await expect(deleteHomeItem(ctx, id, sink.id)).rejects.toBeInstanceOf(NotFoundError);
    await deleteRoom(ctx, id, bath.id);
    await expectConsistent(ctx, id);
  });

  it('answers the files an edit stops naming, and every file of a deleted item, for the caller to remove', async () => {
    const { id, kitchen } = await household();
    const warranty = {
      startDate: '2025-01-10',
      months: 12,
      endDate: null,
      endsOn: '2026-01-10',
      covered: 'Parts',
      contact: 'Maker, 555-0100',
      document: 'users/x/attachments/card.pdf',
    };
    const item = await createHomeItem(
      ctx,
      id,
      itemOf(kitchen.id, { documents: ['users/x/attachments/a.pdf', 'users/x/attachments/b.pdf'], warranty }),
    );
    expect(item.warranty).toEqual(warranty);
    const edited = await updateHomeItem(
      ctx,
      id,
      item.id,
      itemOf(kitchen.id, { documents: ['users/x/attachments/b.pdf'], warranty: null }),
    );
    expect(edited.droppedObjectKeys).toEqual(['users/x/attachments/a.pdf', 'users/x/attachments/card.pdf']);
    expect(await deleteHomeItem(ctx, id, item.id)).toEqual({ objectKeys: ['users/x/attachments/b.pdf'] });
  });
});
