// Households (docs/product.md#households): who may do what in a household, and how many people it holds.

/**
 * A household's people and what each may do: the owner (one; members and billing), an editor (adds,
 * changes and deletes records), a viewer (reads everything, exports, asks the assistant; changes nothing).
 */
export type HouseholdRole = 'owner' | 'editor' | 'viewer';

/** The roles an invitation or a role change can give: the owner is the account the household is. */
export const MEMBER_ROLES = ['editor', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

const RANK: Record<HouseholdRole, number> = { viewer: 1, editor: 2, owner: 3 };

/** Whether `role` may do what `needed` may (an owner may do everything an editor may, and so on). */
export function roleAllows(role: HouseholdRole, needed: HouseholdRole): boolean {
  return RANK[role] >= RANK[needed];
}

/** The request header naming the active household; without it, the caller's own household is active. */
export const HOUSEHOLD_ID_HEADER = 'X-Household-Id';

/** A household's plan: its owner's. */
export type HouseholdPlan = 'free' | 'pro';

/** People a household may hold, the owner included (docs/product.md#plan-limits). */
export const HOUSEHOLD_SEATS = { free: 2, pro: 6 } as const satisfies Record<HouseholdPlan, number>;

/**
 * Whether a household of `people` (its owner included) on `plan` has every seat taken: an invitation is
 * refused then. The data layer's seat condition (user-counters.ts) is the same rule, kept by the table.
 */
export function isHouseholdFull(people: number, plan: HouseholdPlan): boolean {
  return people >= HOUSEHOLD_SEATS[plan];
}

/** Why an address cannot be invited: its HOUSEHOLD_MESSAGES key. */
export type InviteeRefusal = 'inviteSelf' | 'inviteMember' | 'invitePending';

/** Whether `email` may be invited: not the owner, not a member, not invited already (any case). */
export function inviteeRefusal(
  email: string,
  household: { ownerEmail: string; memberEmails: readonly string[]; invitedEmails: readonly string[] },
): InviteeRefusal | null {
  const same = (other: string) => other.toLowerCase() === email.toLowerCase();
  if (same(household.ownerEmail)) return 'inviteSelf';
  if (household.memberEmails.some(same)) return 'inviteMember';
  if (household.invitedEmails.some(same)) return 'invitePending';
  return null;
}

export const HOUSEHOLD_MESSAGES = {
  /** A household the caller is not a member of is answered like a missing one. */
  notFound: 'Household not found',
  /** A viewer's write (docs/product.md#households). */
  viewOnly: "You can view this household's records but not change them.",
  /** A member asking for what only the owner may do (members, billing). */
  ownerOnly: "Only the household's owner can do this.",
  /** Every seat the owner's plan gives is taken. */
  full: `This household is full: the Free plan allows the owner and ${HOUSEHOLD_SEATS.free - 1} member, Pro up to ${HOUSEHOLD_SEATS.pro} people.`,
  alreadyMember: 'You are already a member of this household.',
  /** The link's token names no live invitation: never sent, used, replaced by a resend, cancelled or old. */
  invitationGone:
    "This invitation link no longer works: it was used, cancelled or replaced, or it is more than 7 days old. Ask the household's owner for a new one.",
  invitationNotFound: 'Invitation not found',
  /** Accepting with an account of another address (docs/product.md#api-households). */
  wrongAddress: (invited: string, signedIn: string) =>
    `This invitation was sent to ${invited}, but you are signed in as ${signedIn}. Sign in or sign up with ${invited} to accept it.`,
  inviteSelf: 'You are already in your own household.',
  invitePending: 'An invitation to this address is waiting to be accepted. Resend it instead.',
  inviteMember: 'This person is already a member of your household.',
  ownerCannotLeave: 'The owner cannot leave their own household.',
  ownerRoleFixed: "The owner's role cannot change.",
  invitationCancelled: 'Invitation cancelled',
  removed: 'Member removed',
  left: 'You left the household',
  memberNotFound: 'Member not found',
} as const;

/** How long an invitation link works (docs/product.md#api-households). */
export const INVITATION_LIFETIME_DAYS = 7;

/** What the app knows of a person's name: the token's names and address. */
export interface PersonNames {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** 'Sam': the first name, else the address before its '@' ('Added by Sam', 'Dana's household'). */
export function shortName(person: PersonNames): string {
  return person.firstName?.trim() || person.email.split('@')[0] || person.email;
}

/** 'Sam Lee': first and last names, else the short name (the member list). */
export function personName(person: PersonNames): string {
  const full = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ');
  return full || shortName(person);
}

/** What a household is called: after its owner ('Dana's household'). */
export function householdName(owner: PersonNames): string {
  return `${shortName(owner)}'s household`;
}
