// Households on the wire (docs/product.md#api-households): what the routes take and answer.
import * as z from 'zod/mini';
import type { HouseholdPlan, HouseholdRole, MemberRole } from '../household';
import { MEMBER_ROLES } from '../household';
import { requiredEmail, requiredOneOf, requiredToken } from './fields';

const HOUSEHOLD_INPUT_MESSAGES = {
  email: 'Invalid email address',
  role: 'Role must be editor or viewer',
  token: 'Invitation token is required',
} as const;

const memberRole = requiredOneOf(MEMBER_ROLES, HOUSEHOLD_INPUT_MESSAGES.role);

/** POST /api/household/invitations: who to invite (lower-cased) and as what. */
export const invitationInputSchema = z.object({
  email: requiredEmail(HOUSEHOLD_INPUT_MESSAGES.email),
  role: memberRole,
});

/** PUT /api/household/members/{userId}. */
export const memberRoleInputSchema = z.object({ role: memberRole });

/** POST /api/invitations/accept: the token of the invitation link (43 base64url characters). */
export const invitationAcceptSchema = z.object({ token: requiredToken(HOUSEHOLD_INPUT_MESSAGES.token) });

/** One of the caller's households (GET /api/households): their own first. */
export interface HouseholdSummary {
  /** The owner's user id. */
  id: string;
  name: string;
  role: HouseholdRole;
  ownerName: string;
  plan: HouseholdPlan;
  /** People in the household, the owner included. */
  memberCount: number;
}

export interface HouseholdMemberView {
  userId: string;
  name: string;
  email: string;
  role: HouseholdRole;
}

/** A pending invitation (its owner sees them). */
export interface InvitationView {
  id: string;
  email: string;
  role: MemberRole;
  expiresAt: string;
}

/** The active household (GET /api/household, and what accepting an invitation answers). */
export interface HouseholdView {
  id: string;
  name: string;
  role: HouseholdRole;
  plan: HouseholdPlan;
  /** The owner first, then the members in the order they joined. */
  members: HouseholdMemberView[];
  /** Only for the owner: the invitations not yet accepted, nor expired. */
  invitations?: InvitationView[];
  /** Every seat is taken: an invitation would be refused (403, `upgradeRequired` on Free). */
  full: boolean;
}
