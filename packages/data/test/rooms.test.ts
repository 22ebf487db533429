// Rooms (issue 53): a home's rooms in one Query, counted on the home in the same transaction as their
// create, move and delete, and a home not deleted while it has rooms.
import { describe, expect, it } from 'vitest';
import { FIRST_HOME_ID } from '@reno/domain';
import {
  createHome,
  createRoom,
  deleteHome,
  deleteRoom,
  getRoom,
  HomeInUseError,
  listRooms,
  NotFoundError,
  updateRoom,
} from '../src/index';
import { expectConsistent } from './invariants';
import { dana, newUser, testContext } from './support';

const ctx = testContext();

describe('rooms', () => {
  it("lists a home's rooms, the first home made on the way for a household that never asked for one", async () => {
    const household = await newUser(ctx);
    const kitchen = await createRoom(
      ctx,
      household,
      { homeId: FIRST_HOME_ID, name: ' Kitchen ' },
      { by: dana },
    );
    expect(kitchen).toMatchObject({
      id: 1,
      homeId: FIRST_HOME_ID,
      name: 'Kitchen',
      createdBy: { name: 'Dana' },
    });
    await createRoom(ctx, household, { homeId: FIRST_HOME_ID, name: 'Bathroom 2' });
    const cabin = await createHome(ctx, household, { name: 'Cabin' });
    await createRoom(ctx, household, { homeId: cabin.id, name: 'Porch' });

    expect((await listRooms(ctx, household, FIRST_HOME_ID)).map((room) => room.name)).toEqual([
      'Kitchen',
      'Bathroom 2',
    ]);
    expect((await listRooms(ctx, household, cabin.id)).map((room) => room.name)).toEqual(['Porch']);
    await expect(createRoom(ctx, household, { homeId: 9, name: 'Attic' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // Another household's rooms are not this one's.
    expect(await listRooms(ctx, await newUser(ctx), FIRST_HOME_ID)).toEqual([]);
    await expectConsistent(ctx, household);
  });

  it('renames a room and moves it to another home, counted out of the one and into the other', async () => {
    const household = await newUser(ctx);
    const room = await createRoom(ctx, household, { homeId: FIRST_HOME_ID, name: 'Shed' });
    const cabin = await createHome(ctx, household, { name: 'Cabin' });
    const moved = await updateRoom(ctx, household, room.id, { homeId: cabin.id, name: 'Boat shed' });
    expect(moved).toMatchObject({ homeId: cabin.id, name: 'Boat shed' });
    expect(await listRooms(ctx, household, FIRST_HOME_ID)).toEqual([]);
    expect((await listRooms(ctx, household, cabin.id)).map((r) => r.name)).toEqual(['Boat shed']);
    await expect(updateRoom(ctx, household, room.id, { homeId: 9, name: 'Shed' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(updateRoom(ctx, household, 99, { homeId: cabin.id, name: 'X' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expectConsistent(ctx, household);
  });

  it('keeps a home while it has rooms, and deletes it once they are gone', async () => {
    const household = await newUser(ctx);
    const cabin = await createHome(ctx, household, { name: 'Cabin' });
    const porch = await createRoom(ctx, household, { homeId: cabin.id, name: 'Porch' });
    await createRoom(ctx, household, { homeId: cabin.id, name: 'Loft' });
    await expect(deleteHome(ctx, household, cabin.id)).rejects.toThrow(
      new HomeInUseError('This home has 2 rooms: delete them first'),
    );

    await deleteRoom(ctx, household, porch.id);
    expect(await getRoom(ctx, household, porch.id)).toBeNull();
    await expect(deleteRoom(ctx, household, porch.id)).rejects.toBeInstanceOf(NotFoundError);
    await expectConsistent(ctx, household);
    const [loft] = await listRooms(ctx, household, cabin.id);
    await deleteRoom(ctx, household, loft!.id);
    await deleteHome(ctx, household, cabin.id);
    await expectConsistent(ctx, household);
  });

  it('never leaves a room in a deleted home when the two happen at once', async () => {
    for (let round = 0; round < 5; round++) {
      const household = await newUser(ctx);
      const cabin = await createHome(ctx, household, { name: 'Cabin' });
      const [placed, deleted] = await Promise.allSettled([
        createRoom(ctx, household, { homeId: cabin.id, name: 'Sauna' }),
        deleteHome(ctx, household, cabin.id),
      ]);
      expect([placed.status, deleted.status].sort()).toEqual(['fulfilled', 'rejected']);
      await expectConsistent(ctx, household);
    }
  });
});
