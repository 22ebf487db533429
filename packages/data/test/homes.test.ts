// Homes (issue 53): the first home made lazily and only once, projects placed in homes and counted there,
// projects stored before homes read as the first home's, and a home deleted only when nothing is in it.
import { describe, expect, it } from 'vitest';
import { FIRST_HOME_ID } from '@reno/domain';
import {
  createHome,
  createProject,
  deleteHome,
  deleteProject,
  getHome,
  getProject,
  HomeInUseError,
  listHomes,
  NotFoundError,
  updateHome,
  updateProject,
} from '../src/index';
import { expectConsistent } from './invariants';
import { aroundTransaction, dana, newUser, partitionItems, storeAsOlderCode, testContext } from './support';

const ctx = testContext();
const project = (name: string, homeId?: number) => ({ name, budgetCents: 100_000, homeId });
const homesIn = async (householdId: string) =>
  (await partitionItems(ctx, householdId)).filter((item) => String(item.SK).startsWith('HOME#'));

describe('homes', () => {
  it('gives a household its first home the first time one is asked for, once, however many ask at once', async () => {
    const household = await newUser(ctx);
    expect(await homesIn(household)).toEqual([]);

    const answers = await Promise.all(Array.from({ length: 6 }, () => listHomes(ctx, household)));
    for (const homes of answers) expect(homes.map((home) => [home.id, home.name])).toEqual([[1, 'Our home']]);
    expect(await homesIn(household)).toHaveLength(1);

    // The next home added is the second, not another first.
    const cabin = await createHome(ctx, household, { name: 'Lake cabin', yearBuilt: 1978 }, { by: dana });
    expect(cabin).toMatchObject({ id: 2, name: 'Lake cabin', yearBuilt: 1978, address: null });
    expect((await listHomes(ctx, household)).map((home) => home.id)).toEqual([1, 2]);
  });

  it('keeps what the owner enters, purchase price and settlement costs in cents', async () => {
    const household = await newUser(ctx);
    const edited = await updateHome(ctx, household, FIRST_HOME_ID, {
      name: '  12 Elm Street ',
      address: '12 Elm Street, Springfield',
      yearBuilt: 1962,
      purchaseDate: '2019-05-31',
      purchasePriceCents: 41_250_000,
      settlementCostsCents: 612_345,
    });
    expect(edited).toMatchObject({ id: 1, name: '12 Elm Street', purchasePriceCents: 41_250_000 });
    expect(await getHome(ctx, household, FIRST_HOME_ID)).toMatchObject({
      address: '12 Elm Street, Springfield',
      yearBuilt: 1962,
      purchaseDate: '2019-05-31',
      settlementCostsCents: 612_345,
    });
    await expect(updateHome(ctx, household, 9, { name: 'Nowhere' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('places a project in the first home unless another is named, and refuses a home that does not exist', async () => {
    const household = await newUser(ctx);
    // No home asked for yet: placing the project makes the first one.
    const kitchen = await createProject(ctx, household, project('Kitchen'), { by: dana });
    expect(kitchen.homeId).toBe(FIRST_HOME_ID);
    // Making the home on the way costs the project no id: it is the household's project 1.
    expect(kitchen.id).toBe(1);
    expect((await getHome(ctx, household, FIRST_HOME_ID))?.createdBy).toMatchObject({ name: 'Dana' });
    const cabin = await createHome(ctx, household, { name: 'Cabin' });
    const deck = await createProject(ctx, household, project('Deck', cabin.id));
    expect((await getProject(ctx, household, deck.id))?.homeId).toBe(cabin.id);
    await expect(createProject(ctx, household, project('Porch', 42))).rejects.toBeInstanceOf(NotFoundError);
    expect((await homesIn(household)).map((home) => [home.id, home.projectCount])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    await expectConsistent(ctx, household);
  });

  it('reads a project stored before homes as the first home’s, and counts it where it moves', async () => {
    const household = await newUser(ctx);
    const old = await createProject(ctx, household, project('Attic'));
    await storeAsOlderCode(ctx, household, (item) =>
      String(item.SK).startsWith('PROJECT#')
        ? ['homeId']
        : String(item.SK).startsWith('HOME#')
          ? ['projectCount']
          : [],
    );
    expect((await getProject(ctx, household, old.id))?.homeId).toBe(FIRST_HOME_ID);

    const cabin = await createHome(ctx, household, { name: 'Cabin' });
    const moved = await updateProject(ctx, household, old.id, { ...project('Attic'), homeId: cabin.id });
    expect(moved.homeId).toBe(cabin.id);
    // It was never counted on the first home, so the first home's count is not lowered below 0.
    expect((await homesIn(household)).map((home) => home.projectCount ?? 0)).toEqual([0, 1]);
    await expectConsistent(ctx, household);
  });

  it('deletes a home only when no project is in it and it is not the last', async () => {
    const household = await newUser(ctx);
    const [first] = await listHomes(ctx, household);
    await expect(deleteHome(ctx, household, first!.id)).rejects.toThrow(
      new HomeInUseError('A household keeps at least one home'),
    );
    const cabin = await createHome(ctx, household, { name: 'Cabin' });
    const shed = await createProject(ctx, household, project('Shed', cabin.id));
    await expect(deleteHome(ctx, household, cabin.id)).rejects.toThrow(
      'This home has 1 project: move or delete it first',
    );

    await deleteProject(ctx, household, shed.id);
    await deleteHome(ctx, household, cabin.id);
    expect((await listHomes(ctx, household)).map((home) => home.id)).toEqual([FIRST_HOME_ID]);
    await expect(deleteHome(ctx, household, cabin.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('never leaves a project in a deleted home when the two happen at once', async () => {
    for (let round = 0; round < 5; round++) {
      const household = await newUser(ctx);
      const cabin = await createHome(ctx, household, { name: 'Cabin' });
      const [placed, deleted] = await Promise.allSettled([
        createProject(ctx, household, project('Sauna', cabin.id)),
        deleteHome(ctx, household, cabin.id),
      ]);
      // Exactly one wins: the project in its home, or the home gone and the project refused.
      expect([placed.status, deleted.status].sort()).toEqual(['fulfilled', 'rejected']);
      const homeIds = (await listHomes(ctx, household)).map((home) => home.id);
      if (placed.status === 'fulfilled') expect(homeIds).toContain(placed.value.homeId);
      else expect(homeIds).toEqual([FIRST_HOME_ID]);
      await expectConsistent(ctx, household);
    }
  });

  it('says how many projects are in a home when they were placed while its delete was on the way', async () => {
    const household = await newUser(ctx);
    const cabin = await createHome(ctx, household, { name: 'Cabin' });
    // The delete has read the home empty; before its write lands, two projects are placed in it.
    const racing = aroundTransaction(ctx, 1, async (commit) => {
      await createProject(ctx, household, project('Sauna', cabin.id));
      await createProject(ctx, household, project('Dock', cabin.id));
      return commit();
    });
    await expect(deleteHome(racing, household, cabin.id)).rejects.toThrow(
      new HomeInUseError('This home has 2 projects: move or delete them first'),
    );
    expect((await listHomes(ctx, household)).map((home) => home.id)).toEqual([FIRST_HOME_ID, cabin.id]);
    await expectConsistent(ctx, household);
  });

  it('keeps a home when the last two are deleted at once', async () => {
    const household = await newUser(ctx);
    const [first] = await listHomes(ctx, household);
    const cabin = await createHome(ctx, household, { name: 'Cabin' });
    // The first delete has seen two homes; before its write lands, the other home is deleted.
    const racing = aroundTransaction(ctx, 1, async (commit) => {
      await deleteHome(ctx, household, cabin.id);
      return commit();
    });
    await expect(deleteHome(racing, household, first!.id)).rejects.toThrow(
      new HomeInUseError('A household keeps at least one home'),
    );
    expect((await listHomes(ctx, household)).map((home) => home.id)).toEqual([FIRST_HOME_ID]);

    // And side by side, however they interleave: exactly one of the two is deleted.
    for (let round = 0; round < 5; round++) {
      const racingHousehold = await newUser(ctx);
      await listHomes(ctx, racingHousehold);
      const other = await createHome(ctx, racingHousehold, { name: 'Cabin' });
      const settled = await Promise.allSettled([
        deleteHome(ctx, racingHousehold, FIRST_HOME_ID),
        deleteHome(ctx, racingHousehold, other.id),
      ]);
      expect(settled.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await listHomes(ctx, racingHousehold)).toHaveLength(1);
    }
  });
});
