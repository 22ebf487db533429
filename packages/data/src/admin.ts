// The operator's user list: usersByCreation holds one key per profile (newest first); the rows come from the
// profiles themselves, whose counters the entity transactions keep. Never a Scan.
import type { AdminUserRow } from '@reno/domain';
import type { DataContext } from './context';
import { usersNewestFirst } from './access-patterns';
import { batchGet, queryPage } from './requests';
import { toUserProfile } from './users';

/** A user's row of the operator's list as stored: the API's row (AdminUserRow) with the budget in cents. */
export interface AdminUserRecord extends Omit<AdminUserRow, 'totalBudget'> {
  totalBudgetCents: number;
}

export interface AdminUserPage {
  users: AdminUserRecord[];
  /** Pass back to get the next page; null at the end. */
  cursor: string | null;
}

/** One page, newest first: a Query on usersByCreation (keys) + one BatchGetItem of the profiles (≤ 100). */
export async function listUsersForAdmin(
  ctx: DataContext,
  options: { limit?: number; cursor?: string | null } = {},
): Promise<AdminUserPage> {
  const limit = Math.max(1, Math.min(options.limit ?? 100, 100));
  const page = await queryPage(ctx, {
    ...usersNewestFirst(),
    Limit: limit,
    ...(options.cursor
      ? { ExclusiveStartKey: JSON.parse(Buffer.from(options.cursor, 'base64url').toString()) }
      : {}),
  });
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
    });
  }
  return {
    users,
    cursor: page.lastKey ? Buffer.from(JSON.stringify(page.lastKey)).toString('base64url') : null,
  };
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
