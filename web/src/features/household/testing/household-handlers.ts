import {
  HOUSEHOLD_MESSAGES,
  householdName,
  invitationAcceptSchema,
  invitationInputSchema,
  INVITATION_LIFETIME_DAYS,
  isPro,
  memberRoleInputSchema,
  personName,
  type HouseholdMemberView,
  type HouseholdView,
  type InvitationView,
  type User,
} from '@reno/domain';
import type { HttpHandler } from 'msw';
import type { FakeBackend } from '../../../testing/fake-backend/fake-db';
import { invalidInput, json, route, validationFailed } from '../../../testing/fake-backend/fake-route';

const expiry = () => new Date(Date.now() + INVITATION_LIFETIME_DAYS * 86_400_000).toISOString();
const names = (user: User) => ({ firstName: user.firstName, lastName: user.lastName, email: user.email });

/**
 * The household routes for the signed-in user's own household, as its owner: members, pending
 * invitations (the fake mails nothing, so no token it hands out can be accepted), roles and removals.
 */
export function householdHandlers({ me }: FakeBackend): HttpHandler[] {
  const invitations: InvitationView[] = [];
  const members: HouseholdMemberView[] = [];
  const plan = () => (isPro(me(), new Date()) ? 'pro' : 'free');
  const owner = (): HouseholdMemberView => ({
    userId: me().id,
    name: personName(names(me())),
    email: me().email,
    role: 'owner',
  });
  const view = (): HouseholdView => ({
    id: me().id,
    name: householdName(names(me())),
    role: 'owner',
    plan: plan(),
    members: [owner(), ...members],
    invitations,
  });
  const findInvitation = (id: string | undefined) =>
    invitations.findIndex((invitation) => invitation.id === id);
  const invitationNotFound = () => json(404, { error: HOUSEHOLD_MESSAGES.invitationNotFound });
  const memberNotFound = () => json(404, { error: HOUSEHOLD_MESSAGES.memberNotFound });

  return [
    route('GET', '/api/households', () =>
      json(200, [
        {
          id: me().id,
          name: householdName(names(me())),
          role: 'owner',
          ownerName: personName(names(me())),
          plan: plan(),
          memberCount: members.length + 1,
        },
      ]),
    ),
    route('GET', '/api/household', () => json(200, view())),
    route('POST', '/api/household/invitations', ({ body }) => {
      const parsed = invitationInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      const { email, role } = parsed.data;
      const onEmail = (message: string) => validationFailed([{ path: ['email'], message }]);
      if (email === me().email.toLowerCase()) return onEmail(HOUSEHOLD_MESSAGES.inviteSelf);
      if (members.some((member) => member.email === email)) return onEmail(HOUSEHOLD_MESSAGES.inviteMember);
      if (invitations.some((invitation) => invitation.email === email))
        return onEmail(HOUSEHOLD_MESSAGES.invitePending);
      const invitation = { id: crypto.randomUUID(), email, role, expiresAt: expiry() };
      invitations.push(invitation);
      return json(201, invitation);
    }),
    route('POST', '/api/household/invitations/{id}/resend', ({ params }) => {
      const index = findInvitation(params.id);
      if (index < 0) return invitationNotFound();
      invitations[index] = { ...invitations[index]!, expiresAt: expiry() };
      return json(200, invitations[index]);
    }),
    route('DELETE', '/api/household/invitations/{id}', ({ params }) => {
      const index = findInvitation(params.id);
      if (index < 0) return invitationNotFound();
      invitations.splice(index, 1);
      return json(200, { message: HOUSEHOLD_MESSAGES.invitationCancelled });
    }),
    route('POST', '/api/invitations/accept', ({ body }) => {
      const parsed = invitationAcceptSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      return json(404, { error: HOUSEHOLD_MESSAGES.invitationGone });
    }),
    route('PUT', '/api/household/members/{userId}', ({ params, body }) => {
      const parsed = memberRoleInputSchema.safeParse(body);
      if (!parsed.success) return invalidInput(parsed.error.issues);
      if (params.userId === me().id) return json(409, { error: HOUSEHOLD_MESSAGES.ownerRoleFixed });
      const member = members.find((candidate) => candidate.userId === params.userId);
      if (!member) return memberNotFound();
      member.role = parsed.data.role;
      return json(200, member);
    }),
    route('DELETE', '/api/household/members/{userId}', ({ params }) => {
      if (params.userId === me().id) return json(409, { error: HOUSEHOLD_MESSAGES.ownerCannotLeave });
      const index = members.findIndex((member) => member.userId === params.userId);
      if (index < 0) return memberNotFound();
      members.splice(index, 1);
      return json(200, { message: HOUSEHOLD_MESSAGES.removed });
    }),
  ];
}
