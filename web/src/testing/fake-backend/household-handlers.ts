import {
  HOUSEHOLD_ID_HEADER,
  HOUSEHOLD_MESSAGES,
  householdName,
  invitationAcceptSchema,
  invitationInputSchema,
  INVITATION_LIFETIME_DAYS,
  inviteeRefusal,
  isHouseholdFull,
  isPro,
  memberRoleInputSchema,
  personName,
  roleAllows,
  type HouseholdMemberView,
  type HouseholdRole,
  type HouseholdSummary,
  type HouseholdView,
  type User,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend, FakeDb, FakeMembership } from './fake-db';
import { invalidInput, json, route, validationFailed, type RecordedRequest } from './fake-route';

const expiry = () => new Date(Date.now() + INVITATION_LIFETIME_DAYS * 86_400_000).toISOString();
const names = (user: User) => ({ firstName: user.firstName, lastName: user.lastName, email: user.email });

/** The membership a request's X-Household-Id names; null for the user's own household. */
const namedMembership = (db: FakeDb, me: User, headers: Headers): FakeMembership | null | undefined => {
  const named = headers.get(HOUSEHOLD_ID_HEADER)?.trim();
  if (!named || named === me.id) return null;
  return db.memberships.find((membership) => membership.id === named);
};

// The least role of each route, as functions/src/routes.ts gives it: reads need a viewer, writes an
// editor, but for these. 'account' routes act on the caller's own account, whatever the header says.
const ACCOUNT_ROUTES = [
  /^GET \/api\/user$/,
  /^GET \/api\/households$/,
  /^POST \/api\/invitations\/accept$/,
  /^\w+ \/api\/admin\//,
  /^POST \/api\/auth\/recovery/,
  /^POST \/api\/stripe\/webhook$/,
  /^POST \/api\/reminders\/unsubscribe$/,
];
const OWNER_ROUTES = [
  /^(POST|DELETE) \/api\/household\/invitations/,
  /^PUT \/api\/household\/members\//,
  /^POST \/api\/(create-checkout-session|create-portal-session|check-subscription)$/,
  // A home packet's share links (owners share).
  /^(GET|POST|DELETE) \/api\/homes\/[^/]+\/share-links/,
];
const VIEWER_WRITES = [
  /^POST \/api\/signed-url$/,
  /^POST \/api\/projects\/[^/]+\/export$/,
  /^DELETE \/api\/exports\//,
  // Each member's own reminder settings.
  /^PUT \/api\/household\/reminders$/,
  // The owner removes anyone, a member only themself (leaves): the route tells them apart.
  /^DELETE \/api\/household\/members\//,
];

function leastRole(key: string): HouseholdRole | 'account' {
  const matches = (patterns: RegExp[]) => patterns.some((pattern) => pattern.test(key));
  if (matches(ACCOUNT_ROUTES)) return 'account';
  if (matches(OWNER_ROUTES)) return 'owner';
  return key.startsWith('GET ') || matches(VIEWER_WRITES) ? 'viewer' : 'editor';
}

/**
 * The API's admission to a household (functions/src/lib/http/actor.ts): a household the user is not a
 * member of is 404, a role below the route's 403 in words. Undefined: admitted.
 */
export function householdAdmission({ db, me }: FakeBackend, request: RecordedRequest): Response | undefined {
  const needed = leastRole(`${request.method} ${request.path}`);
  if (needed === 'account') return undefined;
  const membership = namedMembership(db, me(), request.headers);
  if (membership === undefined) return json(404, { error: HOUSEHOLD_MESSAGES.notFound });
  const role = membership?.role ?? 'owner';
  if (roleAllows(role, needed)) return undefined;
  return json(403, {
    error: needed === 'owner' ? HOUSEHOLD_MESSAGES.ownerOnly : HOUSEHOLD_MESSAGES.viewOnly,
  });
}

/** A membership as the member sees it: the people (them among them), no invitations. */
function memberView(membership: FakeMembership, me: User): HouseholdView {
  const { id, name, plan, role, members } = membership;
  const self: HouseholdMemberView = { userId: me.id, name: personName(names(me)), email: me.email, role };
  const people = members.some((member) => member.userId === me.id)
    ? members.map((member) => (member.userId === me.id ? { ...member, role } : member))
    : [...members, self];
  return { id, name, role, plan, members: people, full: isHouseholdFull(people.length, plan) };
}

/**
 * The household routes: the signed-in user's own household (as its owner: members, invitations, roles,
 * removals), the households they are a member of (db.memberships; they may leave), and accepting the
 * tokens of db.invitationLinks (no other token was ever 'mailed').
 */
export function householdHandlers(backend: FakeBackend): HttpHandler[] {
  const { db, me } = backend;
  const plan = () => (isPro(me(), new Date()) ? 'pro' : 'free');
  const owner = (): HouseholdMemberView => ({
    userId: me().id,
    name: personName(names(me())),
    email: me().email,
    role: 'owner',
  });
  const ownView = (): HouseholdView => ({
    id: me().id,
    name: householdName(names(me())),
    role: 'owner',
    plan: plan(),
    members: [owner(), ...db.householdMembers],
    invitations: db.householdInvitations,
    full: isHouseholdFull(1 + db.householdMembers.length, plan()),
  });
  const summaryOf = (view: HouseholdView, ownerName: string): HouseholdSummary => ({
    id: view.id,
    name: view.name,
    role: view.role,
    ownerName,
    plan: view.plan,
    memberCount: view.members.length,
  });
  const findInvitation = (id: string | undefined) =>
    db.householdInvitations.findIndex((invitation) => invitation.id === id);
  const invitationNotFound = () => json(404, { error: HOUSEHOLD_MESSAGES.invitationNotFound });
  const memberNotFound = () => json(404, { error: HOUSEHOLD_MESSAGES.memberNotFound });

  return [
    route('GET', '/api/households', () =>
      json(200, [
        summaryOf(ownView(), personName(names(me()))),
        ...db.memberships.map((membership) => summaryOf(memberView(membership, me()), membership.ownerName)),
      ]),
    ),
    route('GET', '/api/household', ({ headers }) => {
      const membership = namedMembership(db, me(), headers);
      return json(200, membership ? memberView(membership, me()) : ownView());
    }),
    route('POST', '/api/household/invitations', ({ body }) => {
      const parsed = invitationInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { email, role } = parsed.data;
      const refusal = inviteeRefusal(email, {
        ownerEmail: me().email,
        memberEmails: db.householdMembers.map((member) => member.email),
        invitedEmails: db.householdInvitations.map((invitation) => invitation.email),
      });
      if (refusal) return validationFailed([{ path: ['email'], message: HOUSEHOLD_MESSAGES[refusal] }]);
      if (ownView().full) {
        return json(403, {
          error: HOUSEHOLD_MESSAGES.full,
          ...(plan() === 'free' && { upgradeRequired: true }),
        });
      }
      const invitation = { id: crypto.randomUUID(), email, role, expiresAt: expiry() };
      db.householdInvitations.push(invitation);
      return json(201, invitation);
    }),
    route('POST', '/api/household/invitations/{id}/resend', ({ params }) => {
      const index = findInvitation(params.id);
      if (index < 0) return invitationNotFound();
      db.householdInvitations[index] = { ...db.householdInvitations[index]!, expiresAt: expiry() };
      return json(200, db.householdInvitations[index]);
    }),
    route('DELETE', '/api/household/invitations/{id}', ({ params }) => {
      const index = findInvitation(params.id);
      if (index < 0) return invitationNotFound();
      db.householdInvitations.splice(index, 1);
      return json(200, { message: HOUSEHOLD_MESSAGES.invitationCancelled });
    }),
    route('POST', '/api/invitations/accept', ({ body }) => {
      const parsed = invitationAcceptSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const link = db.invitationLinks[parsed.data.token];
      if (!link) return json(404, { error: HOUSEHOLD_MESSAGES.invitationGone });
      if (link.email.toLowerCase() !== me().email.toLowerCase()) {
        return json(403, { error: HOUSEHOLD_MESSAGES.wrongAddress(link.email, me().email) });
      }
      delete db.invitationLinks[parsed.data.token];
      const membership = { ...link.household, role: link.role };
      db.memberships.push(membership);
      return json(200, memberView(membership, me()));
    }),
    route('PUT', '/api/household/members/{userId}', ({ params, body }) => {
      const parsed = memberRoleInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      if (params.userId === me().id) return json(409, { error: HOUSEHOLD_MESSAGES.ownerRoleFixed });
      const member = db.householdMembers.find((candidate) => candidate.userId === params.userId);
      if (!member) return memberNotFound();
      member.role = parsed.data.role;
      return json(200, member);
    }),
    route('DELETE', '/api/household/members/{userId}', ({ params, headers }) => {
      const membership = namedMembership(db, me(), headers);
      if (membership) {
        if (params.userId === membership.id) return json(409, { error: HOUSEHOLD_MESSAGES.ownerCannotLeave });
        if (params.userId !== me().id) return json(403, { error: HOUSEHOLD_MESSAGES.ownerOnly });
        db.memberships = db.memberships.filter((candidate) => candidate !== membership);
        return json(200, { message: HOUSEHOLD_MESSAGES.left });
      }
      if (params.userId === me().id) return json(409, { error: HOUSEHOLD_MESSAGES.ownerCannotLeave });
      const index = db.householdMembers.findIndex((member) => member.userId === params.userId);
      if (index < 0) return memberNotFound();
      db.householdMembers.splice(index, 1);
      return json(200, { message: HOUSEHOLD_MESSAGES.removed });
    }),
  ];
}
