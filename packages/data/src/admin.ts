// The operator's user list: usersByCreation holds one key per profile (newest first); each row comes from its
// profile alone, whose counters the entity transactions keep and which lists the account's households
// (households.ts). A page costs the same whatever the accounts on it have. Never a Scan.
import { householdName, type AdminUserRow } from '@reno/domain';
import type { DataContext } from './context';
import { usersNewestFirst } from './access-patterns';
import { listedHouseholdsOf } from './households';
import { listsItsHouseholds, upgradeProfileHouseholds } from './households-upgrade';
import { readListPage } from './list-pages';
import { batchGet, type Item } from './requests';
import { toUserProfile, type UserProfile } from './users';

/** A user's row of the operator's list: their profile and the households they belong to, their own first. */
export interface AdminUserRecord {
  profile: UserProfile;
  households: AdminUserRow['households'];
}

export interface AdminUserPage {
  users: AdminUserRecord[];
  /** Pass back to get the next page; null at the end. */
  cursor: string | null;
}

function toAdminUserRecord(item: Item): AdminUserRecord {
  const profile = toUserProfile(item);
  return {
    profile,
    households: [
      { id: profile.id, name: householdName(profile), role: 'owner' },
      ...listedHouseholdsOf(item).map(({ householdId, name, role }) => ({ id: householdId, name, role })),
    ],
  };
}

/**
 * One page, newest first: a Query on usersByCreation (keys, list-pages.ts) and one BatchGetItem of the
 * profiles (≤ 100). A profile stored before it listed its households is upgraded once first
 * (households-upgrade.ts) and read again.
 */
export async function listUsersForAdmin(
  ctx: DataContext,
  options: { limit?: number; cursor?: string | null } = {},
): Promise<AdminUserPage> {
  const limit = Math.max(1, Math.min(options.limit ?? 100, 100));
  const page = await readListPage(ctx, usersNewestFirst(), { limit, cursor: options.cursor ?? null });
  const keys = page.items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) }));
  const profiles = new Map((await batchGet(ctx, keys)).map((item) => [String(item.PK), item] as const));
  const older = [...profiles.values()].filter((item) => !listsItsHouseholds(item));
  for (const item of older) await upgradeProfileHouseholds(ctx, toUserProfile(item).id);
  if (older.length > 0)
    for (const item of await batchGet(
      ctx,
      older.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })),
    ))
      profiles.set(String(item.PK), item);
  const users = keys.flatMap((key) => {
    const profile = profiles.get(key.PK);
    return profile ? [toAdminUserRecord(profile)] : [];
  });
  return { users, cursor: page.nextCursor };
}
