import type { HouseholdMember, InvitationRecord, UserProfile } from '@reno/data';
import {
  householdName,
  isHouseholdFull,
  isPro,
  personName,
  type HouseholdMemberView,
  type HouseholdPlan,
  type HouseholdRole,
  type HouseholdSummary,
  type HouseholdView,
  type InvitationView,
  type PersonNames,
} from '@reno/domain';
import type { Caller } from '../http/claims';

/**
 * A household's owner as the household is named and planned from: their profile, or, for callers in their
 * own household who have none yet (GET /api/user never called), their token's names on the Free plan.
 */
export interface HouseholdOwner extends PersonNames {
  id: string;
  plan: HouseholdPlan;
  /** Members besides the owner. */
  memberCount: number;
}

export function householdOwner(profile: UserProfile | null, fallback: Caller, now: Date): HouseholdOwner {
  // Someone else's household always has a profile: it was made before its first invitation.
  if (!profile || !profile.createdAt) {
    return {
      id: fallback.sub,
      firstName: fallback.givenName ?? null,
      lastName: fallback.familyName ?? null,
      email: fallback.email,
      plan: 'free',
      memberCount: 0,
    };
  }
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    plan: isPro(profile, now) ? 'pro' : 'free',
    memberCount: profile.memberCount,
  };
}

export function presentHouseholdSummary(owner: HouseholdOwner, role: HouseholdRole): HouseholdSummary {
  return {
    id: owner.id,
    name: householdName(owner),
    role,
    ownerName: personName(owner),
    plan: owner.plan,
    memberCount: owner.memberCount + 1,
  };
}

export const presentInvitation = (invitation: InvitationRecord): InvitationView => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  expiresAt: invitation.expiresAt,
});

export const presentMember = ({ userId, name, email, role }: HouseholdMember): HouseholdMemberView => ({
  userId,
  name,
  email,
  role,
});

/** The household as `role` sees it: the owner first; pending invitations only for the owner. */
export function presentHousehold(
  owner: HouseholdOwner,
  role: HouseholdRole,
  members: HouseholdMember[],
  invitations: InvitationRecord[] | null,
): HouseholdView {
  return {
    id: owner.id,
    name: householdName(owner),
    role,
    plan: owner.plan,
    members: [
      { userId: owner.id, name: personName(owner), email: owner.email, role: 'owner' },
      ...members.map(presentMember),
    ],
    ...(invitations ? { invitations: invitations.map(presentInvitation) } : {}),
    full: isHouseholdFull(owner.memberCount + 1, owner.plan),
  };
}
