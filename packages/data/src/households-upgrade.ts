// Profiles stored before they listed their households (`householdAttribute`, households.ts): the first time
// the operator's list shows one, its memberships are copied onto it once, and HOUSEHOLDS_LISTED marks it done.
//
// Invariant: a profile with the marker has one attribute per membership pointer in its partition. The
// copy is one transaction that sets the marker only while it is absent and checks each pointer it copies
// still has the role it read; a membership added meanwhile writes its own attribute, one removed or changed
// fails a check and the copy re-reads.
import type { DataContext } from './context';
import { userMemberships } from './access-patterns';
import { householdNameOf, listedHousehold, roleOf } from './households';
import { householdAttribute, HOUSEHOLDS_LISTED, membershipKey, profileKey } from './keys';
import { batchGet, getItem, queryAll, type Item } from './requests';
import { ConcurrencyRetry, conditions, runTransaction, TransactionBuilder } from './transaction';
import { toUserProfile } from './users';

export const listsItsHouseholds = (profile: Item): boolean => profile[HOUSEHOLDS_LISTED] !== undefined;

/**
 * Lists the user's households on their profile unless it does already: one GetItem when done; otherwise a
 * Query of their memberships, one BatchGetItem of those households' owners (their names), one transaction.
 */
export async function upgradeProfileHouseholds(ctx: DataContext, userId: string): Promise<void> {
  await runTransaction(async () => {
    const transaction = new TransactionBuilder(ctx);
    const profile = await getItem(ctx, profileKey(userId));
    if (!profile || listsItsHouseholds(profile)) return { transaction, result: undefined };
    const pointers = await queryAll(ctx, userMemberships(userId));
    const ids = pointers.map((pointer) => String(pointer.householdId));
    const owners = new Map(
      (await batchGet(ctx, ids.map(profileKey))).map((item) => {
        const owner = toUserProfile(item);
        return [owner.id, owner] as const;
      }),
    );
    const retry = () => new ConcurrencyRetry('membership changed');
    const set: Record<string, unknown> = { [HOUSEHOLDS_LISTED]: 1 };
    for (const pointer of pointers) {
      const householdId = String(pointer.householdId);
      const role = roleOf(pointer) ?? 'viewer';
      set[householdAttribute(householdId)] = listedHousehold(
        { householdId, role, joinedAt: String(pointer.joinedAt) },
        householdNameOf(owners.get(householdId) ?? null),
      );
      transaction.check(membershipKey(userId, householdId), conditions.equals('role', pointer.role), retry);
    }
    transaction.update(
      profileKey(userId),
      { set },
      { condition: (p) => `attribute_not_exists(${p.name(HOUSEHOLDS_LISTED)})`, onConditionFailed: retry },
    );
    return { transaction, result: undefined };
  });
}
