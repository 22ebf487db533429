// Who did what, and no lost edits, over HTTP (docs/product.md#record-edits, docs/product.md#concurrency):
// every record answers who added it and who last changed it; an update names the version it was made on
// in If-Match, and a stale one is 409 naming who changed the record, never a silent overwrite.
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITED_VERSION_HEADER } from '@reno/domain';
import { api, newUser, type TestUser } from './support/api-client';
import {
  budgetPlanPayload,
  changeOrderPayload,
  contractorPayload,
  createWorld,
  estimatePayload,
  expensePayload,
  milestonePayload,
  projectPayload,
} from './support/fixtures';
import { TEST_ADMIN_PASSWORD } from './support/constants';
import { inHousehold, joinHousehold } from './support/households';

const madeOn = (version: number) => ({ headers: { [EDITED_VERSION_HEADER]: `"${version}"` } });

describe('records in a shared household', () => {
  let dana: TestUser;
  let sam: TestUser;

  /** One of everything in Dana's household, and the project's version (its budget plan was set). */
  const world = async () => {
    const records = await createWorld(dana);
    return {
      ...records,
      projectVersion: (await api.get(`/api/projects/${records.project.id}`, dana)).body.version,
    };
  };

  beforeAll(async () => {
    [dana, sam] = await Promise.all([
      newUser({ givenName: 'Dana', familyName: 'Rivera' }),
      newUser({ givenName: 'Sam', familyName: 'Lee' }),
    ]);
    // Pro: room for the records every test adds.
    await api.get('/api/user', dana);
    await api.post(`/api/admin/users/${dana.sub}/upgrade`, dana, undefined, {
      headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
    });
    await joinHousehold(dana, sam, 'editor');
  });

  it('say who added them and who last changed them', async () => {
    const world = await createWorld(dana);
    const added = await api.post('/api/expenses', sam, expensePayload(world.project.id), inHousehold(dana));

    expect(added.body).toMatchObject({
      version: 1,
      createdBy: { userId: sam.sub, name: 'Sam' },
      updatedBy: { userId: sam.sub, name: 'Sam' },
    });
    const changed = await api.put(
      `/api/expenses/${added.body.id}`,
      dana,
      expensePayload(world.project.id, { amount: '99.00' }),
      madeOn(1),
    );
    expect(changed.body).toMatchObject({
      version: 2,
      amount: '99.00',
      createdBy: { userId: sam.sub, name: 'Sam' },
      updatedBy: { userId: dana.sub, name: 'Dana' },
    });
    expect((await api.get(`/api/expenses/${added.body.id}`, dana)).body).toEqual(changed.body);
  });

  it('refuses an edit made on a version someone changed since, naming them, and keeps their change', async () => {
    const world = await createWorld(dana);
    const url = `/api/expenses/${world.expense.id}`;
    const opened = (await api.get(url, dana)).body.version as number;
    const samsChange = await api.put(
      url,
      sam,
      expensePayload(world.project.id, { amount: '150.00' }),
      inHousehold(dana, madeOn(opened)),
    );
    expect(samsChange.status).toBe(200);

    const stale = await api.put(
      url,
      dana,
      expensePayload(world.project.id, { amount: '175.00' }),
      madeOn(opened),
    );

    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: 'Sam changed this expense after you opened it' });
    expect((await api.get(url, dana)).body).toMatchObject({ amount: '150.00', version: opened + 1 });
    // Reloaded, the edit goes through.
    const again = await api.put(
      url,
      dana,
      expensePayload(world.project.id, { amount: '175.00' }),
      madeOn(opened + 1),
    );
    expect(again.body).toMatchObject({ amount: '175.00', version: opened + 2 });
  });

  /** An update of each kind of record: where it goes, its body, and the version it is made on. */
  const targets: [string, (w: World) => { url: string; body: unknown; opened: number }][] = [
    [
      'project',
      (w) => ({ url: `/api/projects/${w.project.id}`, body: projectPayload(), opened: w.projectVersion }),
    ],
    // The plan is the project's: its edits are the project's.
    [
      'project',
      (w) => ({
        url: `/api/projects/${w.project.id}/budget`,
        body: budgetPlanPayload(),
        opened: w.projectVersion,
      }),
    ],
    [
      'contractor',
      (w) => ({ url: `/api/contractors/${w.contractor.id}`, body: contractorPayload(), opened: 1 }),
    ],
    [
      'estimate',
      (w) => ({
        url: `/api/estimates/${w.estimate.id}`,
        body: estimatePayload(w.project.id, w.contractor.id),
        opened: 1,
      }),
    ],
    [
      'change order',
      (w) => ({ url: `/api/change-orders/${w.changeOrder.id}`, body: changeOrderPayload(), opened: 1 }),
    ],
    [
      'milestone',
      (w) => ({ url: `/api/milestones/${w.milestone.id}`, body: milestonePayload(w.project.id), opened: 1 }),
    ],
  ];

  it.each(targets)('refuses a stale %s edit in the same words', async (record, target) => {
    const { url, body, opened } = target(await world());
    expect((await api.put(url, sam, body, inHousehold(dana, madeOn(opened)))).status).toBe(200);

    const stale = await api.put(url, dana, body, madeOn(opened));

    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: `Sam changed this ${record} after you opened it` });
  });

  it('counts completing a milestone as a change', async () => {
    const world = await createWorld(dana);
    await api.patch(`/api/milestones/${world.milestone.id}/complete`, sam, inHousehold(dana));

    const stale = await api.put(
      `/api/milestones/${world.milestone.id}`,
      dana,
      milestonePayload(world.project.id),
      madeOn(1),
    );

    expect(stale.body).toEqual({ error: 'Sam changed this milestone after you opened it' });
  });

  it('refuses an If-Match that names no version', async () => {
    const world = await createWorld(dana);

    const refused = await api.put(
      `/api/expenses/${world.expense.id}`,
      dana,
      expensePayload(world.project.id),
      {
        headers: { [EDITED_VERSION_HEADER]: 'yesterday' },
      },
    );

    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { path: [EDITED_VERSION_HEADER], message: 'If-Match must be the version of the record you edited' },
    ]);
  });
});

type World = Awaited<ReturnType<typeof createWorld>> & { projectVersion: number };
