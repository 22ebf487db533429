import { HOUSEHOLD_ID_HEADER, HOUSEHOLD_MESSAGES, type HouseholdRole, type MemberRole } from '@reno/domain';
import { NotFoundError } from '../http/errors';
import { headerValue } from '../http/json-body';
import { isAccountId } from '../http/path-params';

/** The household a request acts in, and the caller's role there. */
export interface ActiveHousehold {
  /** Its owner's sub: the partition of every record it holds. */
  householdId: string;
  role: HouseholdRole;
}

/** Reads the caller's role in another's household (one GetItem in AWS; null when not a member). */
export type MemberRoleLookup = (householdId: string, userId: string) => Promise<MemberRole | null>;

/**
 * The household the `X-Household-Id` header names, else the caller's own, and the caller's role there. Their
 * own costs nothing; another is one lookup of their member item, read on every request so a removal or a
 * downgrade bites at once. Not a member (or no id a household can have): 404, as for a household that does
 * not exist, so a stranger learns nothing. Shared by the API (`admitToHousehold`) and the chat's URL.
 */
export async function activeHousehold(
  sub: string,
  headers: Record<string, string | undefined> | undefined,
  memberRole: MemberRoleLookup,
): Promise<ActiveHousehold> {
  const named = headerValue(headers, HOUSEHOLD_ID_HEADER)?.trim();
  if (!named || named === sub) return { householdId: sub, role: 'owner' };
  if (!isAccountId(named)) throw new NotFoundError(HOUSEHOLD_MESSAGES.notFound);
  const role = await memberRole(named, sub);
  if (!role) throw new NotFoundError(HOUSEHOLD_MESSAGES.notFound);
  return { householdId: named, role };
}
