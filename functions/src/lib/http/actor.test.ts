import { randomUUID } from 'node:crypto';
import {
  addMember,
  changeMemberRole,
  createDataContext,
  getOrCreateUser,
  removeMember,
  updateSubscription,
} from '@reno/data';
import { HOUSEHOLD_MESSAGES } from '@reno/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, lambdaContext } from '../../../test/support/api-event';
import { getActor } from './actor';
import { createApiHandler } from './create-api-handler';
import { ok } from './response';

const table = createDataContext({ endpoint: process.env.DYNAMODB_ENDPOINT });

// Routes of the table with each kind of access: the handlers answer who acted where.
const answerActor = async (event: Parameters<typeof getActor>[0]) => {
  const { caller, householdId, role } = getActor(event);
  return ok({ sub: caller.sub, householdId, role });
};
const handler = createApiHandler({
  'GET /api/projects': answerActor,
  'POST /api/projects': answerActor,
  'POST /api/create-checkout-session': answerActor,
  'GET /api/user': async () => ok({ own: true }),
});

const claimsOf = (sub: string) => ({ sub, token_use: 'id', email: `${sub}@example.test` });

async function call(method: string, url: string, sub: string, household?: string) {
  const headers: Record<string, string> = household === undefined ? {} : { 'X-Household-Id': household };
  const result = await handler(apiEvent({ method, url, claims: claimsOf(sub), headers }), lambdaContext());
  return { status: result.statusCode, body: JSON.parse(String(result.body)) as Record<string, unknown> };
}

const member = (userId: string, role: 'editor' | 'viewer') => ({
  userId,
  role,
  name: 'Sam',
  email: `${userId}@example.test`,
});

describe('admitToHousehold', () => {
  const dana = randomUUID();
  // Pro: room for the members each test adds.
  beforeAll(async () => {
    await getOrCreateUser(table, { sub: dana, email: `${dana}@example.test` });
    await updateSubscription(table, dana, { status: 'active' });
  });

  it("acts in the caller's own household, as its owner, without a read", async () => {
    expect(await call('GET', '/api/projects', dana)).toEqual({
      status: 200,
      body: { sub: dana, householdId: dana, role: 'owner' },
    });
    expect(await call('POST', '/api/projects', dana, dana)).toMatchObject({ status: 200 });
  });

  it('acts in the household the header names, with the role the member item gives', async () => {
    const sam = randomUUID();
    await addMember(table, dana, member(sam, 'editor'));

    expect(await call('POST', '/api/projects', sam, dana)).toEqual({
      status: 200,
      body: { sub: sam, householdId: dana, role: 'editor' },
    });
    expect(await call('GET', '/api/projects', sam)).toMatchObject({ body: { householdId: sam } });
  });

  it("refuses a viewer's write and a member's owner route with 403, in words", async () => {
    const lee = randomUUID();
    await addMember(table, dana, member(lee, 'viewer'));

    expect(await call('GET', '/api/projects', lee, dana)).toMatchObject({
      status: 200,
      body: { role: 'viewer' },
    });
    expect(await call('POST', '/api/projects', lee, dana)).toEqual({
      status: 403,
      body: { error: HOUSEHOLD_MESSAGES.viewOnly },
    });
    expect(await call('POST', '/api/create-checkout-session', lee, dana)).toEqual({
      status: 403,
      body: { error: HOUSEHOLD_MESSAGES.ownerOnly },
    });
  });

  it('answers a stranger, a removed member and a household id that cannot be one with 404', async () => {
    const kim = randomUUID();
    await addMember(table, dana, member(kim, 'editor'));
    await removeMember(table, dana, kim);
    const notFound = { status: 404, body: { error: HOUSEHOLD_MESSAGES.notFound } };

    expect(await call('GET', '/api/projects', randomUUID(), dana)).toEqual(notFound);
    expect(await call('GET', '/api/projects', kim, dana)).toEqual(notFound);
    expect(await call('GET', '/api/projects', dana, 'USER#x')).toEqual(notFound);
    expect(await call('GET', '/api/projects', dana, randomUUID())).toEqual(notFound);
  });

  it('takes a downgrade into account on the very next request', async () => {
    const ray = randomUUID();
    await addMember(table, dana, member(ray, 'editor'));
    expect(await call('POST', '/api/projects', ray, dana)).toMatchObject({ status: 200 });

    await changeMemberRole(table, dana, ray, 'viewer');

    expect(await call('POST', '/api/projects', ray, dana)).toMatchObject({ status: 403 });
  });

  it("serves a route of the caller's own account whatever household is named", async () => {
    expect(await call('GET', '/api/user', dana, randomUUID())).toEqual({ status: 200, body: { own: true } });
  });
});
