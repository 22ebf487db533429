// Records stored before households (as every account's data is right after the deploy, and `npm start`
// keeps its data between runs) work unchanged: the account is its own household, its records read as made
// by it at version 1, they take edits, and it can invite someone.
import { describe, expect, it } from 'vitest';
import { EDITED_VERSION_HEADER } from '@reno/domain';
import { api, newUser, type TestUser } from './support/api-client';
import { createWorld, expensePayload } from './support/fixtures';
import { inHousehold, joinHousehold } from './support/households';
import { storeAsOlderCode } from './support/older-items';

/** What households and attribution added to the items of a partition. */
const ADDED = ['createdBy', 'createdByName', 'updatedBy', 'updatedByName', 'revision', 'memberCount'];

/** Rewrites the user's items into the shape the code before households stored. */
const storeAsBeforeHouseholds = (user: TestUser) => storeAsOlderCode(user, () => ADDED);

describe('an account whose data was stored before households', () => {
  it('is a household of one, its records made by it at version 1, and it takes edits and members', async () => {
    const dana = await newUser({ givenName: 'Dana', familyName: 'Rivera' });
    const world = await createWorld(dana);
    await storeAsBeforeHouseholds(dana);

    expect((await api.get('/api/households', dana)).body).toEqual([
      {
        id: dana.sub,
        name: "Dana's household",
        role: 'owner',
        ownerName: 'Dana Rivera',
        plan: 'free',
        memberCount: 1,
      },
    ]);
    const expense = await api.get(`/api/expenses/${world.expense.id}`, dana);
    expect(expense.body).toMatchObject({
      version: 1,
      createdBy: { userId: dana.sub, name: null },
      updatedBy: { userId: dana.sub, name: null },
    });

    const edited = await api.put(
      `/api/expenses/${world.expense.id}`,
      dana,
      expensePayload(world.project.id),
      {
        headers: { [EDITED_VERSION_HEADER]: '"1"' },
      },
    );
    expect(edited.body).toMatchObject({ version: 2, updatedBy: { userId: dana.sub, name: 'Dana' } });

    const sam = await newUser({ givenName: 'Sam', familyName: 'Lee' });
    await joinHousehold(dana, sam, 'editor');
    const projects = await api.get('/api/projects', sam, inHousehold(dana));
    expect(projects.body.map((project: { id: number }) => project.id)).toEqual([world.project.id]);
    expect((await api.get('/api/households', dana)).body[0].memberCount).toBe(2);
  });
});
