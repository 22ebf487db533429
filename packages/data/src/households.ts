// Households (docs/architecture.md#households): a household is its owner's partition. Its owner is the
// account itself (no item: every account was a household of one before households existed, and its data
// stays where it is); each member has an item in that partition, which one GetItem reads on every request
// a member makes there, and a pointer in their own partition that lists their households. Both are written
// together, with the seat count on the owner's profile and the household on the member's profile (an
// attribute per household, `householdAttribute`: the operator's list reads a page of profiles and nothing
// else), so they never disagree.
import { householdName, isPro, type HouseholdRole, type MemberRole } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import { AlreadyMemberError, HouseholdFullError, NotFoundError } from './errors';
import { householdMembers, userMemberships } from './access-patterns';
import { HOUSEHOLD_ATTRIBUTE_PREFIX, householdAttribute, memberKey, membershipKey, profileKey } from './keys';
import { batchGet, getItem, queryAll, type Item } from './requests';
import { recordGetter } from './records';
import { ConcurrencyRetry, conditions, runTransaction, TransactionBuilder } from './transaction';
import { countMemberWithinSeats, uncountMember } from './user-counters';
import { getUser, toUserProfile, type UserProfile } from './users';
import { str } from './validate';

/** A member of a household, as its owner's partition keeps them. */
export interface HouseholdMember {
  userId: string;
  role: MemberRole;
  /** Their name and address when they joined (the member list shows them). */
  name: string;
  email: string;
  joinedAt: string;
}

/** A household someone is a member of, as their own partition points at it. */
export interface Membership {
  householdId: string;
  role: MemberRole;
  joinedAt: string;
}

export const roleOf = (item: Item | undefined): MemberRole | null =>
  item?.role === 'editor' || item?.role === 'viewer' ? item.role : null;

/** A household as its member's profile lists it: named as it was called when they joined. */
export interface ListedHousehold extends Membership {
  name: string;
}

/** The value of a profile's `householdAttribute`. */
export const listedHousehold = (membership: Membership, name: string) => ({
  role: membership.role,
  joinedAt: membership.joinedAt,
  name,
});

/** The households a profile lists (`householdAttribute`), in the order they were joined. */
export function listedHouseholdsOf(profile: Item): ListedHousehold[] {
  return Object.entries(profile)
    .filter(([attribute]) => attribute.startsWith(HOUSEHOLD_ATTRIBUTE_PREFIX))
    .map(([attribute, value]) => {
      const listed = value as Item;
      return {
        householdId: attribute.slice(HOUSEHOLD_ATTRIBUTE_PREFIX.length),
        role: roleOf(listed) ?? 'viewer',
        joinedAt: String(listed.joinedAt),
        name: str(listed.name) ?? 'A household',
      };
    })
    .sort((a, b) => (a.joinedAt < b.joinedAt ? -1 : 1));
}

/** What a household is called, from its owner's profile (null: an owner who never signed in). */
export const householdNameOf = (owner: UserProfile | null): string =>
  owner ? householdName(owner) : 'A household';

function toMember(item: Item): HouseholdMember {
  return {
    userId: String(item.userId),
    role: roleOf(item) ?? 'viewer',
    name: str(item.name) ?? '',
    email: str(item.email) ?? '',
    joinedAt: String(item.joinedAt),
  };
}

/**
 * The role of `userId` in the household, or null when they are not a member: one strongly consistent
 * GetItem of the member item (its role only), so a removal or a downgrade holds from the next request.
 */
export async function getMemberRole(
  ctx: DataContext,
  householdId: string,
  userId: string,
): Promise<MemberRole | null> {
  const item = await getItem(ctx, memberKey(householdId, userId), {
    ProjectionExpression: '#role',
    ExpressionAttributeNames: { '#role': 'role' },
  });
  return roleOf(item);
}

export type NewMember = Omit<HouseholdMember, 'joinedAt'>;

/** The household's owner as joining it needs them: what it is called and whether Pro would give it more seats. */
interface JoinedHousehold {
  name: string;
  whenFull: () => HouseholdFullError;
}

/** One GetItem of the owner's profile, before the transaction that may need it. */
async function householdToJoin(ctx: DataContext, householdId: string): Promise<JoinedHousehold> {
  const owner = await getUser(ctx, householdId);
  const upgradeRequired = !(owner && isPro(owner, nowOf(ctx)));
  return { name: householdNameOf(owner), whenFull: () => new HouseholdFullError(upgradeRequired) };
}

/**
 * Adds the member's item, their pointer, the household on their profile and a seat to `transaction` (the
 * caller sends it: accepting an invitation spends the invitation in the same one). Fails with
 * AlreadyMemberError or HouseholdFullError.
 */
export function addMemberTo(
  transaction: TransactionBuilder,
  householdId: string,
  member: NewMember,
  now: Date,
  household: JoinedHousehold,
): void {
  if (member.userId === householdId) throw new AlreadyMemberError();
  const joinedAt = now.toISOString();
  transaction.put(
    { ...memberKey(householdId, member.userId), entity: 'member', householdId, ...member, joinedAt },
    { condition: conditions.notExists, onConditionFailed: () => new AlreadyMemberError() },
  );
  transaction.put({
    ...membershipKey(member.userId, householdId),
    entity: 'membership',
    householdId,
    userId: member.userId,
    role: member.role,
    joinedAt,
  });
  transaction.update(profileKey(member.userId), {
    set: {
      [householdAttribute(householdId)]: listedHousehold(
        { householdId, ...member, joinedAt },
        household.name,
      ),
    },
  });
  countMemberWithinSeats(transaction, householdId, now, household.whenFull);
}

/** GetItem (the owner's plan and name), then one TransactWriteItems (addMemberTo). */
export async function addMember(ctx: DataContext, householdId: string, member: NewMember): Promise<void> {
  const household = await householdToJoin(ctx, householdId);
  await runTransaction(async () => {
    const transaction = new TransactionBuilder(ctx);
    addMemberTo(transaction, householdId, member, nowOf(ctx), household);
    return { transaction, result: undefined };
  });
}

const memberNotFound = (userId: string) => () => new NotFoundError('member', userId);

/**
 * A member's new role, on both items and their profile's listing at once (a GetItem of that first; a profile
 * not listing its households yet is left to households-upgrade.ts). NotFoundError('member') when they are not one.
 */
export async function changeMemberRole(
  ctx: DataContext,
  householdId: string,
  userId: string,
  role: MemberRole,
): Promise<void> {
  const attribute = householdAttribute(householdId);
  await runTransaction(async () => {
    const profile = await getItem(ctx, profileKey(userId));
    const listed = profile?.[attribute] as Item | undefined;
    const transaction = new TransactionBuilder(ctx)
      .update(
        memberKey(householdId, userId),
        { set: { role } },
        { condition: conditions.exists, onConditionFailed: memberNotFound(userId) },
      )
      .update(membershipKey(userId, householdId), { set: { role } }, { condition: conditions.exists });
    const unchanged = () => new ConcurrencyRetry('profile listing changed');
    if (listed) transaction.update(profileKey(userId), { set: { [attribute]: { ...listed, role } } });
    // Listed meanwhile (an upgrade): re-read, so the listing gets the new role too.
    else
      transaction.check(profileKey(userId), (p) => `attribute_not_exists(${p.name(attribute)})`, unchanged);
    return { transaction, result: undefined };
  });
}

/**
 * Takes the member out (removed by the owner, or leaving): both items, their profile's listing and their
 * seat, in one transaction. NotFoundError('member') when they are not a member.
 */
export async function removeMember(ctx: DataContext, householdId: string, userId: string): Promise<void> {
  await runTransaction(async () => {
    const transaction = new TransactionBuilder(ctx)
      .delete(memberKey(householdId, userId), {
        condition: conditions.exists,
        onConditionFailed: memberNotFound(userId),
      })
      .delete(membershipKey(userId, householdId))
      .update(profileKey(userId), { remove: [householdAttribute(householdId)] });
    uncountMember(transaction, householdId);
    return { transaction, result: undefined };
  });
}

/** The household's members (not its owner), in the order they joined. One Query. */
export async function listMembers(ctx: DataContext, householdId: string): Promise<HouseholdMember[]> {
  const items = await queryAll(ctx, householdMembers(householdId));
  return items.map(toMember).sort((a, b) => (a.joinedAt < b.joinedAt ? -1 : 1));
}

/** The households `userId` is a member of (their own is not among them). One Query. */
export async function listMemberships(ctx: DataContext, userId: string): Promise<Membership[]> {
  const items = await queryAll(ctx, userMemberships(userId));
  return items.map((item) => ({
    householdId: String(item.householdId),
    role: roleOf(item) ?? 'viewer',
    joinedAt: String(item.joinedAt),
  }));
}

/** One member of the household, or null. One GetItem. */
export const getMember = recordGetter(memberKey, toMember);

/** A household someone belongs to, with its owner's profile (its name, plan and seats come from it). */
export interface HouseholdOfUser {
  householdId: string;
  role: HouseholdRole;
  /** null only for someone who never called GET /api/user (their own household). */
  owner: UserProfile | null;
}

/**
 * Every household `userId` belongs to: their own first, then those they are a member of, in the order they
 * joined. One Query (their memberships) and one BatchGetItem (the owners' profiles).
 */
export async function listHouseholdsOf(ctx: DataContext, userId: string): Promise<HouseholdOfUser[]> {
  const memberships = (await listMemberships(ctx, userId)).sort((a, b) => (a.joinedAt < b.joinedAt ? -1 : 1));
  const ids = [userId, ...memberships.map((membership) => membership.householdId)];
  const owners = new Map(
    (await batchGet(ctx, ids.map(profileKey))).map((item) => {
      const profile = toUserProfile(item);
      return [profile.id, profile] as const;
    }),
  );
  return [
    { householdId: userId, role: 'owner' as const, owner: owners.get(userId) ?? null },
    ...memberships.map(({ householdId, role }) => ({
      householdId,
      role,
      owner: owners.get(householdId) ?? null,
    })),
  ];
}
