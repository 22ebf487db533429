import {
  acceptInvitation,
  changeMemberRole,
  createInvitation,
  deleteInvitation,
  getMember,
  getOrCreateUser,
  getUser,
  listHouseholdsOf,
  listInvitations,
  listMembers,
  removeMember,
  renewInvitation,
  type InvitationRecord,
} from '@reno/data';
import { HOUSEHOLD_MESSAGES, householdName, personName } from '@reno/domain';
import { randomUUID } from 'node:crypto';
import { data } from '../lib/data-context';
import { invitationMail } from '../lib/households/invitation-mail';
import { getActor, type Actor } from '../lib/http/actor';
import { mailLinkOrigin } from '../lib/http/app-origin';
import { getCaller, type Caller } from '../lib/http/claims';
import { createApiHandler } from '../lib/http/create-api-handler';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/http/errors';
import { readJsonBody } from '../lib/http/json-body';
import { accountIdParam, uuidParam } from '../lib/http/path-params';
import { created, ok } from '../lib/http/response';
import type { ApiEvent } from '../lib/http/router';
import { parseRequest } from '../lib/http/validation';
import type { LocalStandIns } from '../lib/local-stand-ins';
import { logger } from '../lib/logger';
import { hashLinkToken, invitationLink, newLinkToken } from '../lib/mail/link-token';
import type { MailSender } from '../lib/mail/mail-sender';
import { mailSenderFromEnv } from '../lib/mail/mail-sender-from-env';
import {
  householdOwner,
  presentHousehold,
  presentHouseholdSummary,
  presentInvitation,
  presentMember,
  type HouseholdOwner,
} from '../lib/presenters/household';
import { markAddressVerified } from '../lib/recovery/user-pool';

const invitationIdParam = (event: ApiEvent) => uuidParam(event, 'id', HOUSEHOLD_MESSAGES.invitationNotFound);
const memberIdParam = (event: ApiEvent) => accountIdParam(event, 'userId', HOUSEHOLD_MESSAGES.memberNotFound);

/** The household's owner: the profile of its id (the caller's own, when it is theirs). */
async function ownerOf(householdId: string, caller: Caller): Promise<HouseholdOwner> {
  const profile = await getUser(data, householdId);
  if (!profile && householdId !== caller.sub) throw new NotFoundError(HOUSEHOLD_MESSAGES.notFound);
  return householdOwner(profile, caller, new Date());
}

/** The inviting owner's profile, made now if they never called GET /api/user: members read its names. */
async function invitingOwner(caller: Caller): Promise<HouseholdOwner> {
  const profile = await getOrCreateUser(data, {
    sub: caller.sub,
    email: caller.email,
    firstName: caller.givenName ?? null,
    lastName: caller.familyName ?? null,
  });
  return householdOwner(profile, caller, new Date());
}

/** GET /api/households: the caller's households, their own first (docs/product.md#api-households). */
async function listMine(event: ApiEvent) {
  const caller = getCaller(event);
  const households = await listHouseholdsOf(data, caller.sub);
  const now = new Date();
  return ok(
    households.map(({ owner, role }) => presentHouseholdSummary(householdOwner(owner, caller, now), role)),
  );
}

/** The active household as the actor sees it (members; invitations for the owner only). */
async function householdView({ householdId, role, caller }: Actor, owner?: HouseholdOwner) {
  const [known, members, invitations] = await Promise.all([
    owner ?? ownerOf(householdId, caller),
    listMembers(data, householdId),
    role === 'owner' ? listInvitations(data, householdId) : null,
  ]);
  return presentHousehold(known, role, members, invitations);
}

/** GET /api/household. */
async function current(event: ApiEvent) {
  return ok(await householdView(getActor(event)));
}

/** The invitation's link, mailed (once: only its hash is kept). */
async function mailInvitation(
  event: ApiEvent,
  mailer: () => MailSender,
  invitation: InvitationRecord,
  token: string,
  owner: HouseholdOwner,
) {
  const appOrigin = mailLinkOrigin(event);
  await mailer().send(
    invitationMail({
      to: invitation.email,
      inviterName: personName(owner),
      householdName: householdName(owner),
      role: invitation.role,
      link: invitationLink(appOrigin, token),
      expiresAt: invitation.expiresAt,
    }),
  );
}

/** POST /api/household/invitations {email, role} → 201 the invitation (owner). */
async function invite(event: ApiEvent, mailer: () => MailSender) {
  const { householdId, caller } = getActor(event);
  const input = await parseRequest('invitationInputSchema', readJsonBody(event));
  const owner = await invitingOwner(caller);
  const token = newLinkToken();
  const invitation = await createInvitation(data, householdId, {
    id: randomUUID(),
    email: input.email,
    role: input.role,
    tokenHash: hashLinkToken(token),
    invitedBy: caller.sub,
  });
  await mailInvitation(event, mailer, invitation, token, owner);
  return created(presentInvitation(invitation));
}

/** POST /api/household/invitations/{id}/resend → 200 the invitation, with a new link (the old one dies). */
async function resend(event: ApiEvent, mailer: () => MailSender) {
  const { householdId, caller } = getActor(event);
  const token = newLinkToken();
  const invitation = await renewInvitation(data, householdId, invitationIdParam(event), hashLinkToken(token));
  await mailInvitation(event, mailer, invitation, token, await ownerOf(householdId, caller));
  return ok(presentInvitation(invitation));
}

/** DELETE /api/household/invitations/{id}: its link no longer works. */
async function cancel(event: ApiEvent) {
  const { householdId } = getActor(event);
  await deleteInvitation(data, householdId, invitationIdParam(event));
  return ok({ message: HOUSEHOLD_MESSAGES.invitationCancelled });
}

/**
 * POST /api/invitations/accept {token} → 200 the household joined. The caller's address must be the invited
 * one (403 in words); opening the link proved that mailbox, so the address is then marked verified.
 */
async function accept(event: ApiEvent) {
  const caller = getCaller(event);
  const { token } = await parseRequest('invitationAcceptSchema', readJsonBody(event));
  const name = personName({
    firstName: caller.givenName ?? null,
    lastName: caller.familyName ?? null,
    email: caller.email,
  });
  const joined = await acceptInvitation(data, hashLinkToken(token), {
    userId: caller.sub,
    name,
    email: caller.email,
  });
  if (!caller.emailVerified) {
    // The membership is in already: a failure here is logged, and the banner still asks for the code.
    await markAddressVerified(caller).catch((error: unknown) =>
      logger.warn('Could not mark the address verified after an invitation', { error: error as Error }),
    );
  }
  return ok(await householdView({ caller, householdId: joined.householdId, role: joined.role }));
}

/** PUT /api/household/members/{userId} {role} → 200 the member (owner). */
async function changeRole(event: ApiEvent) {
  const { householdId } = getActor(event);
  const userId = memberIdParam(event);
  const { role } = await parseRequest('memberRoleInputSchema', readJsonBody(event));
  if (userId === householdId) throw new ConflictError(HOUSEHOLD_MESSAGES.ownerRoleFixed);
  await changeMemberRole(data, householdId, userId, role);
  const member = await getMember(data, householdId, userId);
  if (!member) throw new NotFoundError(HOUSEHOLD_MESSAGES.memberNotFound);
  return ok(presentMember(member));
}

/** DELETE /api/household/members/{userId}: the owner removes a member, or a member leaves. */
async function remove(event: ApiEvent) {
  const { householdId, role, caller } = getActor(event);
  const userId = memberIdParam(event);
  if (userId === householdId) throw new ConflictError(HOUSEHOLD_MESSAGES.ownerCannotLeave);
  const leaving = userId === caller.sub;
  if (!leaving && role !== 'owner') throw new ForbiddenError(HOUSEHOLD_MESSAGES.ownerOnly);
  await removeMember(data, householdId, userId);
  return ok({ message: leaving ? HOUSEHOLD_MESSAGES.left : HOUSEHOLD_MESSAGES.removed });
}

/**
 * The function's composition root: the mail sender its environment chooses (MAIL_SENDER), delivering to
 * the host's inbox when the local stack gives one.
 */
export function createHandler(standIns: LocalStandIns = {}) {
  const mailer = mailSenderFromEnv(process.env, standIns.mailbox);
  return createApiHandler({
    'GET /api/households': listMine,
    'GET /api/household': current,
    'POST /api/household/invitations': (event) => invite(event, mailer),
    'POST /api/household/invitations/{id}/resend': (event) => resend(event, mailer),
    'DELETE /api/household/invitations/{id}': cancel,
    'POST /api/invitations/accept': accept,
    'PUT /api/household/members/{userId}': changeRole,
    'DELETE /api/household/members/{userId}': remove,
  });
}

export const handler = createHandler();
