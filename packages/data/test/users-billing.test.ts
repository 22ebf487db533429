// Profiles from token claims, Stripe records (customer mapping, processed-once and in-order events)
// and the admin listing from GSI2.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  applySubscriptionEvent,
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
  listAllUsersForAdmin,
  listUsersForAdmin,
  markStripeEventProcessed,
  NotFoundError,
  StripeCustomerConflictError,
  updateSubscription,
} from '../src/index';
import { newUser, newUserId, partitionItems, testContext } from './support';

const ctx = testContext();

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
      await createExpense(ctx, middle, {
        projectId: project.id,
        description: 'x',
        amountCents: 100,
        category: 'tools',
        paymentMethod: 'cash',
        date: '2025-01-01',
      });
    }
    await updateSubscription(ctx, newest, { status: 'active' });

    const all = await listAllUsersForAdmin(ctx);
    const ours = all.filter((row) => users.includes(row.id));
    expect(ours.map((row) => row.id)).toEqual([newest, middle, older]);
    expect(ours[1]).toMatchObject({
      projectCount: 2,
      expenseCount: 2,
      contractorCount: 1,
      totalBudgetCents: 300_000,
    });
    expect(ours[0]).toMatchObject({ subscriptionStatus: 'active', projectCount: 0 });
    // Newest first across everyone, paged by cursor.
    const createdAts = all.map((row) => row.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
    const firstPage = await listUsersForAdmin(ctx, { limit: 2 });
    expect(firstPage.users).toHaveLength(2);
    const secondPage = await listUsersForAdmin(ctx, { limit: 2, cursor: firstPage.cursor });
    // Other test files add users concurrently, but none newer than these three.
    expect(firstPage.users.map((u) => u.id)).toEqual([newest, middle]);
    expect(secondPage.users[0]?.id).toBe(older);
    // The one paging helper checks the cursor: a made-up one is refused, not sent to DynamoDB.
    await expect(listUsersForAdmin(ctx, { limit: 2, cursor: 'bm9wZQ' })).rejects.toMatchObject({
      field: 'cursor',
      message: 'Invalid cursor',
    });

    await deleteProject(ctx, middle, project.id);
    const after = (await listAllUsersForAdmin(ctx)).find((row) => row.id === middle);
    expect(after).toMatchObject({ projectCount: 1, expenseCount: 0, totalBudgetCents: 50_000 });
    expect((await partitionItems(ctx, middle)).some((item) => item.GSI2PK === 'USERS')).toBe(true);
  });
});
