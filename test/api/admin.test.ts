import { describe, expect, it } from 'vitest';
import { api, newUser } from './support/api-client';
import type { TestUser } from './support/api-client';
import { TEST_ADMIN_PASSWORD } from './support/constants';
import { createContractor, createExpense, createProject } from './support/fixtures';

const PASSWORD = TEST_ADMIN_PASSWORD;
let addressCounter = 0;

/** Each test comes from its own address, so one test's lock-out does not leak into another. */
async function operator(password: string | null = PASSWORD) {
  const address = `198.51.100.${++addressCounter}`;
  const headers: Record<string, string> = { 'cloudfront-viewer-address': `${address}:443` };
  if (password !== null) headers['x-admin-password'] = password;
  const signedIn = await newUser();
  return {
    list: () => api.get('/api/admin/users', signedIn, { headers }),
    upgrade: (id: string) => api.post(`/api/admin/users/${id}/upgrade`, signedIn, undefined, { headers }),
    downgrade: (id: string) => api.post(`/api/admin/users/${id}/downgrade`, signedIn, undefined, { headers }),
    withPassword: (next: string) => ({ ...headers, 'x-admin-password': next }),
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

    const locked = await api.get('/api/admin/users', guesser.signedIn, {
      headers: guesser.withPassword(PASSWORD),
    });

    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: 'Too many failed attempts. Try again later.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await (await operator()).list()).status).toBe(200);
  });

  it('counts wrong passwords sent in parallel, each one', async () => {
    const guesser = await operator('guess');
    const statuses = await Promise.all(Array.from({ length: 5 }, () => guesser.list()));
    expect(statuses.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);

    const locked = await api.get('/api/admin/users', guesser.signedIn, {
      headers: guesser.withPassword(PASSWORD),
    });
    expect(locked.status).toBe(429);
  });

  it('locks out a whole IPv6 /64, whichever of its addresses guesses', async () => {
    const prefix = `2001:db8:${(++addressCounter).toString(16)}:7`;
    const signedIn = await newUser();
    const from = (host: string, password: string) =>
      api.get('/api/admin/users', signedIn, {
        headers: { 'cloudfront-viewer-address': `${prefix}:${host}:443`, 'x-admin-password': password },
      });
    for (let i = 1; i <= 5; i++) expect((await from(`0:0:0:${i}`, 'guess')).status).toBe(401);

    expect((await from('ffff:0:0:99', PASSWORD)).status).toBe(429);
    // Another /64 of the same /48 is not locked.
    const neighbour = `2001:db8:${addressCounter.toString(16)}:8::1:443`;
    const other = await api.get('/api/admin/users', signedIn, {
      headers: { 'cloudfront-viewer-address': neighbour, 'x-admin-password': PASSWORD },
    });
    expect(other.status).toBe(200);
  });

  it('forgets earlier failures after a success', async () => {
    const op = await operator('wrong');
    for (let i = 0; i < 4; i++) await op.list();
    await api.get('/api/admin/users', op.signedIn, { headers: op.withPassword(PASSWORD) });

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

    const response = await (await operator()).list();

    expect(response.status).toBe(200);
    const rows = response.body as { id: string }[];
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
    });
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
