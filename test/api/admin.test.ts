import type { AdminTotalsResponse, AdminUserRow } from '@reno/domain';
import { describe, expect, it } from 'vitest';
import { api, newClientAddress, newUser } from './support/api-client';
import type { RequestOptions, TestUser } from './support/api-client';
import { TEST_ADMIN_PASSWORD } from './support/constants';
import { createContractor, createExpense, createProject } from './support/fixtures';
import { joinHousehold } from './support/households';

const PASSWORD = TEST_ADMIN_PASSWORD;

/** Each test comes from its own address, so one test's lock-out does not leak into another. */
async function operator(password: string | null = PASSWORD) {
  const from = newClientAddress();
  const options: RequestOptions = {
    from,
    headers: password === null ? {} : { 'x-admin-password': password },
  };
  const signedIn = await newUser();
  const page = (query = '') => api.get(`/api/admin/users${query}`, signedIn, options);
  return {
    page,
    /** The first pages, newest first, until every one of `ids` is listed (other files add users meanwhile). */
    rowsUntil: async (ids: string[]) => {
      const rows: AdminUserRow[] = [];
      let cursor: string | undefined;
      do {
        const response = await page(cursor ? `?cursor=${cursor}` : '');
        expect(response.status).toBe(200);
        rows.push(...(response.body as AdminUserRow[]));
        cursor = response.headers['x-next-cursor'];
      } while (cursor && !ids.every((id) => rows.some((row) => row.id === id)));
      return rows;
    },
    list: () => page(),
    totals: () => api.get('/api/admin/totals', signedIn, options),
    upgrade: (id: string) => api.post(`/api/admin/users/${id}/upgrade`, signedIn, undefined, options),
    downgrade: (id: string) => api.post(`/api/admin/users/${id}/downgrade`, signedIn, undefined, options),
    withPassword: (next: string): RequestOptions => ({ from, headers: { 'x-admin-password': next } }),
    signedIn,
  };
}

async function registered(): Promise<TestUser> {
  const user = await newUser();
  await api.get('/api/user', user);
  return user;
}

describe('admin: password', () => {
  it('refuses a missing password with 401', async () => {
    const response = await (await operator(null)).list();

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Admin password required' });
  });

  it('refuses a wrong password with 401', async () => {
    const response = await (await operator('correct horse battery stapl')).list();

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Invalid admin password' });
  });

  it('locks an address out after five wrong passwords, even for the right one', async () => {
    const guesser = await operator('guess');
    for (let i = 0; i < 5; i++) expect((await guesser.list()).status).toBe(401);

    const locked = await api.get('/api/admin/users', guesser.signedIn, guesser.withPassword(PASSWORD));

    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: 'Too many failed attempts. Try again later.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await (await operator()).list()).status).toBe(200);
  });

  it('counts wrong passwords sent in parallel, each one', async () => {
    const guesser = await operator('guess');
    const statuses = await Promise.all(Array.from({ length: 5 }, () => guesser.list()));
    expect(statuses.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);

    const locked = await api.get('/api/admin/users', guesser.signedIn, guesser.withPassword(PASSWORD));
    expect(locked.status).toBe(429);
  });

  it('counts the address of the connection, whatever CloudFront-Viewer-Address the client sends', async () => {
    const from = newClientAddress();
    const signedIn = await newUser();
    // Each request names another made-up address, as a caller escaping the lock-out would.
    let forged = 0;
    const list = (password: string, source = from) =>
      api.get('/api/admin/users', signedIn, {
        from: source,
        headers: { 'x-admin-password': password, 'cloudfront-viewer-address': `198.51.100.${++forged}:443` },
      });
    for (let i = 0; i < 5; i++) expect((await list('guess')).status).toBe(401);

    expect((await list(PASSWORD)).status).toBe(429);
    // The lock-out is that connection address's, not everyone's.
    expect((await list(PASSWORD, newClientAddress())).status).toBe(200);
  });

  it('forgets earlier failures after a success', async () => {
    const op = await operator('wrong');
    for (let i = 0; i < 4; i++) await op.list();
    await api.get('/api/admin/users', op.signedIn, op.withPassword(PASSWORD));

    for (let i = 0; i < 4; i++) expect((await op.list()).status).toBe(401);
  });

  it('answers 401 without a signed-in user (the route sits behind the JWT authorizer)', async () => {
    const response = await api.get('/api/admin/users', undefined, {
      headers: { 'x-admin-password': PASSWORD },
    });

    expect(response.status).toBe(401);
  });
});

describe('admin: users', () => {
  it('lists users newest first with their counts and total budget', async () => {
    const user = await registered();
    const a = await createProject(user, { budget: '1000.00' });
    await createProject(user, { name: 'Second', budget: '250.50' });
    await createExpense(user, a.id);
    await createContractor(user);
    const newest = await registered();

    const rows = await (await operator()).rowsUntil([user.sub, newest.sub]);

    const index = (id: string) => rows.findIndex((row) => row.id === id);
    expect(index(newest.sub)).toBeGreaterThanOrEqual(0);
    expect(index(newest.sub)).toBeLessThan(index(user.sub));
    expect(rows[index(user.sub)]).toEqual({
      id: user.sub,
      firstName: 'Pat',
      lastName: 'Builder',
      email: user.email,
      subscriptionStatus: 'free',
      projectCount: 2,
      expenseCount: 1,
      contractorCount: 1,
      totalBudget: '1250.50',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      subscriptionEndDate: null,
      households: [{ id: user.sub, name: "Pat's household", role: 'owner' }],
    });
  });

  it("shows each account's households and its role in each (issue 39)", async () => {
    const dana = await registered();
    const sam = await registered();
    const lee = await registered();
    await joinHousehold(dana, sam, 'editor');
    await joinHousehold(lee, sam, 'viewer');

    const rows = await (await operator()).rowsUntil([sam.sub, dana.sub]);

    const households = (id: string) => rows.find((row) => row.id === id)?.households;
    expect(households(sam.sub)).toEqual([
      { id: sam.sub, name: "Pat's household", role: 'owner' },
      { id: dana.sub, name: "Pat's household", role: 'editor' },
      { id: lee.sub, name: "Pat's household", role: 'viewer' },
    ]);
    expect(households(dana.sub)).toEqual([{ id: dana.sub, name: "Pat's household", role: 'owner' }]);
  });

  it('pages by cursor: limit rows, the next page from X-Next-Cursor, a bad cursor or limit refused', async () => {
    await registered();
    await registered();
    const op = await operator();

    const first = await op.page('?limit=1');
    const cursor = first.headers['x-next-cursor'];
    const second = await op.page(`?limit=1&cursor=${cursor}`);
    const badCursor = await op.page('?cursor=bm9wZQ');
    const badLimit = await op.page('?limit=101');

    expect(first.body).toHaveLength(1);
    expect(second.body).toHaveLength(1);
    expect((second.body as AdminUserRow[])[0]?.id).not.toBe((first.body as AdminUserRow[])[0]?.id);
    expect(badCursor.status).toBe(400);
    expect(badLimit.status).toBe(400);
  });

  it('answers the cards from the kept totals: Free = all − Pro, revenue = Pro × $4.99', async () => {
    const user = await registered();
    const op = await operator();
    await op.upgrade(user.sub);

    const response = await op.totals();

    expect(response.status).toBe(200);
    const cards = response.body as AdminTotalsResponse;
    expect(cards.proUsers).toBeGreaterThanOrEqual(1);
    expect(cards.freeUsers).toBe(cards.totalUsers - cards.proUsers);
    expect(cards.monthlyRevenue).toBe((cards.proUsers * 4.99).toFixed(2));
    expect(cards.totalProjects).toBeGreaterThanOrEqual(0);
    expect(cards.totalExpenses).toBeGreaterThanOrEqual(0);
    expect((await (await operator(null)).totals()).status).toBe(401);
  });

  it('upgrades a free user and downgrades an active one', async () => {
    const user = await registered();
    const op = await operator();

    const upgraded = await op.upgrade(user.sub);
    const afterUpgrade = (await api.get('/api/user', user)).body.subscriptionStatus;
    const downgraded = await op.downgrade(user.sub);
    const afterDowngrade = (await api.get('/api/user', user)).body.subscriptionStatus;

    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toEqual({ message: 'User upgraded to Pro successfully' });
    expect(afterUpgrade).toBe('active');
    expect(downgraded.body).toEqual({ message: 'User downgraded to Free successfully' });
    expect(afterDowngrade).toBe('free');
  });

  it('refuses to upgrade an active user or downgrade a free one', async () => {
    const user = await registered();
    const op = await operator();

    const downgradeFree = await op.downgrade(user.sub);
    await op.upgrade(user.sub);
    const upgradeActive = await op.upgrade(user.sub);

    expect(downgradeFree.status).toBe(409);
    expect(downgradeFree.body).toEqual({ error: 'User has no active subscription' });
    expect(upgradeActive.status).toBe(409);
  });

  it('answers 404 for an unknown user', async () => {
    const op = await operator();

    expect((await op.upgrade('00000000-0000-0000-0000-000000000000')).body).toEqual({
      error: 'User not found',
    });
    expect((await op.downgrade('no such user')).status).toBe(404);
  });

  it('changes nothing with a wrong password', async () => {
    const user = await registered();

    const response = await (await operator('nope')).upgrade(user.sub);

    expect(response.status).toBe(401);
    expect((await api.get('/api/user', user)).body.subscriptionStatus).toBe('free');
  });
});
