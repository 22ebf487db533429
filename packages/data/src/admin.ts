// The operator's user list: usersByCreation holds one key per profile (newest first); the rows come from the
// profiles themselves, whose counters the entity transactions keep, and each account's memberships. Never a
// Scan.
import { householdName, type AdminHousehold, type AdminUserRow } from '@reno/domain';
import type { DataContext } from './context';
import { usersNewestFirst } from './access-patterns';
import { listMemberships } from './households';
import { profileKey } from './keys';
import { readListPage } from './list-pages';
import { batchGet } from './requests';
import { toUserProfile, type UserProfile } from './users';

/** A user's row of the operator's list as stored: the API's row (AdminUserRow) with the budget in cents. */
export interface AdminUserRecord extends Omit<AdminUserRow, 'totalBudget'> {
  totalBudgetCents: number;
}

export interface AdminUserPage {
  users: AdminUserRecord[];
  /** Pass back to get the next page; null at the end. */
  cursor: string | null;
}

/**
 * One page, newest first: a Query on usersByCreation (keys, list-pages.ts), one BatchGetItem of the profiles (≤ 100), a
 * Query of each account's memberships (MEMBERSHIP_READS at a time) and one BatchGetItem of the owners of
 * those households not on the page.
 */
export async function listUsersForAdmin(
  ctx: DataContext,
  options: { limit?: number; cursor?: string | null } = {},
): Promise<AdminUserPage> {
  const limit = Math.max(1, Math.min(options.limit ?? 100, 100));
  const page = await readListPage(ctx, usersNewestFirst(), { limit, cursor: options.cursor ?? null });
  const keys = page.items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) }));
  const profiles = new Map(
    (await batchGet(ctx, keys)).map((item) => [String(item.PK), toUserProfile(item)] as const),
  );
  const users: AdminUserRecord[] = [];
  for (const key of keys) {
    const profile = profiles.get(key.PK);
    if (!profile) continue;
    users.push({
      id: profile.id,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      subscriptionStatus: profile.subscriptionStatus,
      subscriptionEndDate: profile.subscriptionEndDate,
      projectCount: profile.projectCount,
      expenseCount: profile.expenseCount,
      contractorCount: profile.contractorCount,
      totalBudgetCents: profile.totalBudgetCents,
      createdAt: profile.createdAt,
      households: [],
    });
  }
  await addHouseholds(ctx, users, profiles);
  return { users, cursor: page.nextCursor };
}

/** Every user, newest first (follows the cursor). */
export async function listAllUsersForAdmin(ctx: DataContext): Promise<AdminUserRecord[]> {
  const users: AdminUserRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: AdminUserPage = await listUsersForAdmin(ctx, { limit: 100, cursor });
    users.push(...page.users);
    cursor = page.cursor;
  } while (cursor);
  return users;
}

/** Memberships read at once: an operator's page is up to 100 accounts, most in no household but their own. */
const MEMBERSHIP_READS = 10;

/** Fills each row's households: its own (owner), then those it is a member of, named after their owners. */
async function addHouseholds(
  ctx: DataContext,
  users: AdminUserRecord[],
  profiles: Map<string, UserProfile>,
): Promise<void> {
  const memberships = new Array<Awaited<ReturnType<typeof listMemberships>>>(users.length);
  for (let start = 0; start < users.length; start += MEMBERSHIP_READS) {
    const batch = users.slice(start, start + MEMBERSHIP_READS);
    const read = await Promise.all(batch.map((user) => listMemberships(ctx, user.id)));
    read.forEach((list, offset) => (memberships[start + offset] = list));
  }
  const owners = new Map([...profiles.values()].map((profile) => [profile.id, profile] as const));
  const missing = [...new Set(memberships.flat().map((m) => m.householdId))].filter((id) => !owners.has(id));
  for (const item of missing.length ? await batchGet(ctx, missing.map(profileKey)) : []) {
    const owner = toUserProfile(item);
    owners.set(owner.id, owner);
  }
  users.forEach((user, index) => {
    const named = (id: string): string => {
      const owner = owners.get(id);
      return owner ? householdName(owner) : 'A household';
    };
    const own: AdminHousehold = { id: user.id, name: householdName(user), role: 'owner' };
    user.households = [
      own,
      ...(memberships[index] ?? [])
        .sort((a, b) => (a.joinedAt < b.joinedAt ? -1 : 1))
        .map(({ householdId, role }) => ({ id: householdId, name: named(householdId), role })),
    ];
  });
}
