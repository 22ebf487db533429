// Profiles from token claims, Stripe records (customer mapping, processed-once and in-order events)
// and the admin listing from GSI2.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  applySubscriptionEvent,
  changeMemberRole,
  createContractor,
  createExpense,
  createProject,
  deleteProject,
  findUserIdByStripeCustomer,
  getOrCreateUser,
  getPlanUsage,
  getUser,
  InvalidInputError,
  isStripeEventProcessed,
  linkStripeCustomer,
  listUsersForAdmin,
  markStripeEventProcessed,
  NotFoundError,
  removeMember,
  StripeCustomerConflictError,
  updateSubscription,
} from '../src/index';
import type { DataContext } from '../src/context';
import { householdAttribute, HOUSEHOLDS_LISTED } from '../src/keys';
import { newUser, newUserId, partitionItems, plainExpense, storeAsOlderCode, testContext } from './support';

const ctx = testContext();

/** Every row of the operator's list, page after page. */
async function everyAdminRow() {
  const rows = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof listUsersForAdmin>> = await listUsersForAdmin(ctx, { cursor });
    rows.push(...page.users);
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

describe('user profiles', () => {
  it('are created on the first call from the claims and read back afterwards', async () => {
    const sub = newUserId();
    const claims = { sub, email: `${sub}@example.test`, firstName: 'Ada', lastName: 'Lovelace' };
    const [first, concurrent] = await Promise.all([
      getOrCreateUser(ctx, claims),
      getOrCreateUser(ctx, claims),
    ]);
    expect(first).toMatchObject({
      id: sub,
      email: claims.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      subscriptionStatus: 'free',
      subscriptionEndDate: null,
      expenseCount: 0,
      contractorCount: 0,
      projectCount: 0,
    });
    expect(concurrent.createdAt).toBe(first.createdAt);
    const again = await getOrCreateUser(ctx, { ...claims, firstName: 'Changed' });
    expect(again.firstName).toBe('Ada');
    expect(await getUser(ctx, sub)).toEqual(again);
    expect(await getUser(ctx, newUserId())).toBeNull();
  });

  it('fills in a profile whose first write came from an id sequence', async () => {
    const sub = newUserId();
    await createContractor(ctx, sub, { name: 'Early' });
    const profile = await getOrCreateUser(ctx, { sub, email: 'late@example.test' });
    expect(profile).toMatchObject({
      email: 'late@example.test',
      contractorCount: 1,
      subscriptionStatus: 'free',
    });
    expect(profile.createdAt).not.toBe('');
  });

  it("are never created with an empty e-mail, and a stored empty one takes the token's", async () => {
    const sub = newUserId();
    await expect(getOrCreateUser(ctx, { sub, email: '  ' })).rejects.toBeInstanceOf(InvalidInputError);
    expect(await getUser(ctx, sub)).toBeNull();

    const legacy = newUserId();
    await ctx.doc.send(
      new PutCommand({
        TableName: ctx.tableName,
        Item: {
          PK: `USER#${legacy}`,
          SK: 'PROFILE',
          entity: 'user',
          userId: legacy,
          email: '',
          createdAt: '2025-01-01T00:00:00.000Z',
        },
      }),
    );
    expect((await getOrCreateUser(ctx, { sub: legacy, email: 'found@example.test' })).email).toBe(
      'found@example.test',
    );
  });
});

describe('Stripe records', () => {
  it('maps a customer to exactly one user', async () => {
    const userId = await newUser(ctx);
    const other = await newUser(ctx);
    const customer = `cus_${newUserId()}`;
    await linkStripeCustomer(ctx, userId, customer);
    await linkStripeCustomer(ctx, userId, customer);
    expect(await findUserIdByStripeCustomer(ctx, customer)).toBe(userId);
    expect((await getUser(ctx, userId))?.stripeCustomerId).toBe(customer);
    await expect(linkStripeCustomer(ctx, other, customer)).rejects.toBeInstanceOf(
      StripeCustomerConflictError,
    );
    expect(await findUserIdByStripeCustomer(ctx, customer)).toBe(userId);
    expect(await findUserIdByStripeCustomer(ctx, 'cus_unknown')).toBeNull();
    await expect(linkStripeCustomer(ctx, newUserId(), `cus_${newUserId()}`)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('applies each event once and never lets an older event overwrite a newer one', async () => {
    const userId = await newUser(ctx);
    const id = () => `evt_${newUserId()}`;
    const activated = { id: id(), createdAt: '2025-03-01T10:00:00Z', type: 'customer.subscription.created' };
    const cancelled = { id: id(), createdAt: '2025-03-05T10:00:00Z', type: 'customer.subscription.updated' };
    const late = { id: id(), createdAt: '2025-03-02T10:00:00Z', type: 'customer.subscription.updated' };

    expect(
      await applySubscriptionEvent(ctx, userId, activated, {
        status: 'active',
        stripeSubscriptionId: 'sub_1',
      }),
    ).toBe('applied');
    expect(await applySubscriptionEvent(ctx, userId, activated, { status: 'active' })).toBe('duplicate');
    expect(
      await applySubscriptionEvent(ctx, userId, cancelled, {
        status: 'cancelled',
        endDate: '2099-04-01T00:00:00Z',
        cancelAtPeriodEnd: true,
      }),
    ).toBe('applied');
    expect(await applySubscriptionEvent(ctx, userId, late, { status: 'active' })).toBe('stale');
    expect(await applySubscriptionEvent(ctx, userId, late, { status: 'active' })).toBe('duplicate');

    expect(await getUser(ctx, userId)).toMatchObject({
      subscriptionStatus: 'cancelled',
      subscriptionEndDate: '2099-04-01T00:00:00.000Z',
      cancelAtPeriodEnd: true,
      stripeSubscriptionId: 'sub_1',
    });
    expect((await getPlanUsage(ctx, userId)).isPro).toBe(true);
    expect(await isStripeEventProcessed(ctx, late.id)).toBe(true);
    await expect(
      applySubscriptionEvent(ctx, newUserId(), { id: id(), createdAt: Date.now() }, { status: 'active' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('keeps processed-once markers with a TTL', async () => {
    const eventId = `evt_${newUserId()}`;
    const now = new Date('2025-05-01T00:00:00Z');
    const clocked = testContext({ now: () => now });
    expect(await isStripeEventProcessed(clocked, eventId)).toBe(false);
    expect(await markStripeEventProcessed(clocked, eventId, 'invoice.paid')).toBe(true);
    expect(await markStripeEventProcessed(clocked, eventId, 'invoice.paid')).toBe(false);
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { Item } = await ctx.doc.send(
      new GetCommand({ TableName: ctx.tableName, Key: { PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' } }),
    );
    expect(Item?.expiresAt).toBe(now.getTime() / 1000 + 30 * 86_400);
  });
});

describe('admin listing', () => {
  it('lists every user newest first with counts and total budget, from the profiles', async () => {
    const times = ['2031-01-01T00:00:00.000Z', '2031-01-02T00:00:00.000Z', '2031-01-03T00:00:00.000Z'];
    const users: string[] = [];
    for (const time of times) {
      const sub = newUserId();
      await getOrCreateUser(testContext({ now: () => new Date(time) }), {
        sub,
        email: `${sub}@example.test`,
      });
      users.push(sub);
    }
    const [older, middle, newest] = users as [string, string, string];
    const project = await createProject(ctx, middle, {
      name: `Loft ${middle.slice(0, 6)}`,
      budgetCents: 250_000,
    });
    await createProject(ctx, middle, { name: `Yard ${middle.slice(0, 6)}`, budgetCents: 50_000 });
    await createContractor(ctx, middle, { name: 'Eve' });
    for (let i = 0; i < 2; i++) {
      await createExpense(ctx, middle, plainExpense(project.id));
    }
    await updateSubscription(ctx, newest, { status: 'active' });

    const all = await everyAdminRow();
    const ours = all.filter((row) => users.includes(row.profile.id)).map((row) => row.profile);
    expect(ours.map((row) => row.id)).toEqual([newest, middle, older]);
    expect(ours[1]).toMatchObject({
      projectCount: 2,
      expenseCount: 2,
      contractorCount: 1,
      totalBudgetCents: 300_000,
    });
    expect(ours[0]).toMatchObject({ subscriptionStatus: 'active', projectCount: 0 });
    // Newest first across everyone, paged by cursor.
    const createdAts = all.map((row) => row.profile.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
    const firstPage = await listUsersForAdmin(ctx, { limit: 2 });
    expect(firstPage.users).toHaveLength(2);
    const secondPage = await listUsersForAdmin(ctx, { limit: 2, cursor: firstPage.cursor });
    // Other test files add users concurrently, but none newer than these three.
    expect(firstPage.users.map((u) => u.profile.id)).toEqual([newest, middle]);
    expect(secondPage.users[0]?.profile.id).toBe(older);
    // The one paging helper checks the cursor: a made-up one is refused, not sent to DynamoDB.
    await expect(listUsersForAdmin(ctx, { limit: 2, cursor: 'bm9wZQ' })).rejects.toMatchObject({
      field: 'cursor',
      message: 'Invalid cursor',
    });

    await deleteProject(ctx, middle, project.id);
    const after = (await everyAdminRow()).find((row) => row.profile.id === middle);
    expect(after?.profile).toMatchObject({ projectCount: 1, expenseCount: 0, totalBudgetCents: 50_000 });
    expect((await partitionItems(ctx, middle)).some((item) => item.GSI2PK === 'USERS')).toBe(true);
  });
});

/** The operations each call sends. */
async function requestsOf(work: (counted: DataContext) => Promise<unknown>): Promise<string[]> {
  const operations: string[] = [];
  await work(testContext({ onConsumedCapacity: (report) => operations.push(report.operation) }));
  return operations;
}

/** A user created at `time`, later than any other test's, so the list's first page starts with them. */
async function userAt(time: string, firstName: string): Promise<string> {
  const sub = newUserId();
  await getOrCreateUser(testContext({ now: () => new Date(time) }), {
    sub,
    email: `${sub}@example.test`,
    firstName,
  });
  return sub;
}

const member = (userId: string, role: 'editor' | 'viewer') => ({
  userId,
  role,
  name: 'Sam Lee',
  email: `${userId}@example.test`,
});

describe("the operator's user list, a page of profiles", () => {
  // After the test above (one file runs in order): these users are newer still, so the first page is theirs.
  it('reads one Query and one BatchGetItem a page, however many households its accounts are in', async () => {
    const dana = await userAt('2033-01-01T00:00:00.000Z', 'Dana');
    const erin = await userAt('2033-01-02T00:00:00.000Z', 'Erin');
    const members: string[] = [];
    for (let day = 3; day <= 6; day++) members.push(await userAt(`2033-01-0${day}T00:00:00.000Z`, 'Sam'));
    // Pro: room for the four members.
    await updateSubscription(ctx, dana, { status: 'active' });
    await updateSubscription(ctx, erin, { status: 'active' });
    const [first, second] = members as [string, string];
    for (const id of members) {
      await addMember(ctx, dana, member(id, 'viewer'));
      await addMember(ctx, erin, member(id, 'editor'));
    }
    await changeMemberRole(ctx, dana, first, 'editor');
    await removeMember(ctx, erin, second);

    const small = await requestsOf((counted) => listUsersForAdmin(counted, { limit: 2 }));
    const page = await listUsersForAdmin(ctx, { limit: 6 });
    const large = await requestsOf((counted) => listUsersForAdmin(counted, { limit: 6 }));

    expect(small).toEqual(['Query', 'BatchGetItem']);
    expect(large).toEqual(['Query', 'BatchGetItem']);
    expect(page.users.map((row) => row.profile.id)).toEqual([...members].reverse().concat([erin, dana]));
    const householdsOf = (id: string) => page.users.find((row) => row.profile.id === id)?.households;
    expect(householdsOf(first)).toEqual([
      { id: first, name: "Sam's household", role: 'owner' },
      { id: dana, name: "Dana's household", role: 'editor' },
      { id: erin, name: "Erin's household", role: 'editor' },
    ]);
    expect(householdsOf(second)).toEqual([
      { id: second, name: "Sam's household", role: 'owner' },
      { id: dana, name: "Dana's household", role: 'viewer' },
    ]);
    expect(householdsOf(dana)).toEqual([{ id: dana, name: "Dana's household", role: 'owner' }]);
  });

  it('lists the households of a profile stored before it listed them, once, then reads it like the others', async () => {
    const owner = await userAt('2034-01-01T00:00:00.000Z', 'Fay');
    const older = await userAt('2034-01-02T00:00:00.000Z', 'Gus');
    await addMember(ctx, owner, member(older, 'viewer'));
    await storeAsOlderCode(ctx, older, (item) =>
      item.SK === 'PROFILE' ? [householdAttribute(owner), HOUSEHOLDS_LISTED] : [],
    );

    const upgrading = await requestsOf((counted) => listUsersForAdmin(counted, { limit: 2 }));
    const page = await listUsersForAdmin(ctx, { limit: 2 });
    const after = await requestsOf((counted) => listUsersForAdmin(counted, { limit: 2 }));

    expect(upgrading).toContain('TransactWriteItems');
    expect(after).toEqual(['Query', 'BatchGetItem']);
    expect(page.users[0]?.profile.id).toBe(older);
    expect(page.users[0]).toMatchObject({
      households: [
        { id: older, name: "Gus's household", role: 'owner' },
        { id: owner, name: "Fay's household", role: 'viewer' },
      ],
    });
  });
});
