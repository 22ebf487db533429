// Membership items: the owner's partition says who may act there, the member's own partition lists their
// households, and the seat count on the owner's profile holds the plan's limit under concurrency.
import { describe, expect, it } from 'vitest';
import {
  addMember,
  AlreadyMemberError,
  changeMemberRole,
  getMemberRole,
  getUser,
  HouseholdFullError,
  listMembers,
  listMemberships,
  NotFoundError,
  removeMember,
} from '../src/index';
import type { CapacityReport } from '../src/context';
import { newUser, newUserId, testContext } from './support';

const ctx = testContext();

const member = (userId: string, role: 'editor' | 'viewer' = 'editor') => ({
  userId,
  role,
  name: 'Sam Lee',
  email: `${userId}@example.test`,
});

const memberCount = async (householdId: string) => (await getUser(ctx, householdId))?.memberCount;

describe('household membership', () => {
  it('adds a member to both partitions and counts a seat', async () => {
    const owner = await newUser(ctx);
    const sam = await newUser(ctx);

    await addMember(ctx, owner, member(sam));

    expect(await getMemberRole(ctx, owner, sam)).toBe('editor');
    expect(await listMembers(ctx, owner)).toEqual([
      expect.objectContaining({ userId: sam, role: 'editor', name: 'Sam Lee' }),
    ]);
    expect(await listMemberships(ctx, sam)).toEqual([
      expect.objectContaining({ householdId: owner, role: 'editor' }),
    ]);
    expect(await listMemberships(ctx, owner)).toEqual([]);
    expect((await getUser(ctx, owner))?.id).toBe(owner);
  });

  it('answers the check with one strongly consistent GetItem', async () => {
    const owner = await newUser(ctx);
    const sam = await newUser(ctx);
    await addMember(ctx, owner, member(sam, 'viewer'));
    const reports: CapacityReport[] = [];
    const measured = testContext({ onConsumedCapacity: (report) => reports.push(report) });

    expect(await getMemberRole(measured, owner, sam)).toBe('viewer');
    expect(await getMemberRole(measured, owner, newUserId())).toBeNull();

    expect(reports.map((report) => report.operation)).toEqual(['GetItem', 'GetItem']);
    // A strongly consistent read of one small item: 1 RCU (an eventually consistent one would be 0.5).
    expect(reports[0]?.readCapacityUnits).toBe(1);
  });

  it('changes a role in both places at once', async () => {
    const owner = await newUser(ctx);
    const sam = await newUser(ctx);
    await addMember(ctx, owner, member(sam));

    await changeMemberRole(ctx, owner, sam, 'viewer');

    expect(await getMemberRole(ctx, owner, sam)).toBe('viewer');
    expect((await listMemberships(ctx, sam))[0]?.role).toBe('viewer');
    await expect(changeMemberRole(ctx, owner, newUserId(), 'viewer')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('removes a member from both partitions and frees the seat', async () => {
    const owner = await newUser(ctx);
    const sam = await newUser(ctx);
    await addMember(ctx, owner, member(sam));

    await removeMember(ctx, owner, sam);

    expect(await getMemberRole(ctx, owner, sam)).toBeNull();
    expect(await listMembers(ctx, owner)).toEqual([]);
    expect(await listMemberships(ctx, sam)).toEqual([]);
    expect(await memberCount(owner)).toBe(0);
    await expect(removeMember(ctx, owner, sam)).rejects.toBeInstanceOf(NotFoundError);
    expect(await memberCount(owner)).toBe(0);
  });

  it('refuses the owner, and a member added twice', async () => {
    const owner = await newUser(ctx, 'pro');
    const sam = await newUser(ctx);
    await addMember(ctx, owner, member(sam));

    await expect(addMember(ctx, owner, member(owner))).rejects.toBeInstanceOf(AlreadyMemberError);
    await expect(addMember(ctx, owner, member(sam, 'viewer'))).rejects.toBeInstanceOf(AlreadyMemberError);
    expect(await getMemberRole(ctx, owner, sam)).toBe('editor');
    expect(await memberCount(owner)).toBe(1);
  });

  it('holds Free to the owner and 1 member when 5 people join at once', async () => {
    const owner = await newUser(ctx);
    const people = await Promise.all(Array.from({ length: 5 }, () => newUser(ctx)));

    const results = await Promise.allSettled(people.map((person) => addMember(ctx, owner, member(person))));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected'))
      expect(result.reason).toBeInstanceOf(HouseholdFullError);
    expect(await listMembers(ctx, owner)).toHaveLength(1);
    expect(await memberCount(owner)).toBe(1);
  });

  it('holds Pro to 6 people (5 members) when 8 join at once', async () => {
    const owner = await newUser(ctx, 'pro');
    const people = await Promise.all(Array.from({ length: 8 }, () => newUser(ctx)));

    const results = await Promise.allSettled(people.map((person) => addMember(ctx, owner, member(person))));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(await listMembers(ctx, owner)).toHaveLength(5);
    expect(await memberCount(owner)).toBe(5);
    // Full on Pro: no plan has more seats, so no upgrade is offered; on Free it is.
    for (const result of results.filter((r) => r.status === 'rejected'))
      expect(result.reason).toMatchObject({ upgradeRequired: false });
  });

  it('says a full Free household would have room on Pro', async () => {
    const owner = await newUser(ctx);
    await addMember(ctx, owner, member(await newUser(ctx)));

    const refused = addMember(ctx, owner, member(await newUser(ctx)));

    await expect(refused).rejects.toBeInstanceOf(HouseholdFullError);
    await expect(refused).rejects.toMatchObject({ upgradeRequired: true });
  });
});
