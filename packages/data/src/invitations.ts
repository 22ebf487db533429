// Invitations to a household (docs/architecture.md#households-issue-39): an item in the household's
// partition (who is invited, as what, until when) and one found by the hash of the link's token alone.
// The token is never stored; a resend gives the invitation a new one (the old link dies), and accepting
// spends both items in the transaction that adds the member, so a link works once.
import { INVITATION_LIFETIME_DAYS, inviteeRefusal, isPro, type MemberRole } from '@reno/domain';
import { nowOf, type DataContext } from './context';
import {
  HouseholdFullError,
  InvitationForAnotherAddressError,
  InvitationGoneError,
  InviteeRefusedError,
  NotFoundError,
} from './errors';
import { householdInvitations } from './access-patterns';
import { addMemberTo, householdNameOf, listMembers, type NewMember } from './households';
import { invitationKey, invitationTokenKey } from './keys';
import { getItem, queryAll, type Item } from './requests';
import { conditions, runTransaction, TransactionBuilder, type Condition } from './transaction';
import { requireFreeSeat } from './user-counters';
import { getUser } from './users';
import { num, str } from './validate';

export interface InvitationRecord {
  id: string;
  householdId: string;
  /** Lower case. */
  email: string;
  role: MemberRole;
  /** ISO timestamp: the link stops working then. */
  expiresAt: string;
  invitedBy: string;
  createdAt: string;
}

export interface NewInvitation {
  id: string;
  email: string;
  role: MemberRole;
  tokenHash: string;
  invitedBy: string;
}

const LIFETIME_SECONDS = INVITATION_LIFETIME_DAYS * 86_400;
const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

function toInvitation(item: Item): InvitationRecord {
  return {
    id: String(item.id),
    householdId: String(item.householdId),
    email: String(item.email),
    role: item.role === 'editor' ? 'editor' : 'viewer',
    expiresAt: new Date(num(item.expiresAt) * 1000).toISOString(),
    invitedBy: str(item.invitedBy) ?? '',
    createdAt: String(item.createdAt),
  };
}

/** Both items are kept until `expiresAt` (epoch seconds), which is also the table's TTL attribute. */
const tokenItem = (householdId: string, invitationId: string, tokenHash: string, expiresAt: number) => ({
  ...invitationTokenKey(tokenHash),
  entity: 'invitationToken',
  householdId,
  invitationId,
  expiresAt,
});

/**
 * Invites `invitation.email` to the household: refused (InviteeRefusedError) for the owner's address, a
 * member's or one invited already (@reno/domain's inviteeRefusal); HouseholdFullError when every seat is
 * taken. A GetItem (the owner's profile) and two Queries (members, invitations), then one
 * TransactWriteItems: the invitation and its token, valid INVITATION_LIFETIME_DAYS from now, on condition
 * that the household still has a free seat.
 */
export async function createInvitation(
  ctx: DataContext,
  householdId: string,
  invitation: NewInvitation,
): Promise<InvitationRecord> {
  const now = nowOf(ctx);
  const expiresAt = epochSeconds(now) + LIFETIME_SECONDS;
  const { tokenHash, ...fields } = invitation;
  const item = {
    ...invitationKey(householdId, invitation.id),
    entity: 'invitation',
    householdId,
    ...fields,
    tokenHash,
    expiresAt,
    createdAt: now.toISOString(),
  };
  const [owner, members, invitations] = await Promise.all([
    getUser(ctx, householdId),
    listMembers(ctx, householdId),
    listInvitations(ctx, householdId),
  ]);
  const refusal = inviteeRefusal(invitation.email, {
    ownerEmail: owner?.email ?? '',
    memberEmails: members.map((member) => member.email),
    invitedEmails: invitations.map((waiting) => waiting.email),
  });
  if (refusal) throw new InviteeRefusedError(refusal);
  const whenFull = () => new HouseholdFullError(!(owner && isPro(owner, now)));
  await runTransaction(async () => {
    const transaction = new TransactionBuilder(ctx)
      .put(item, { condition: conditions.notExists })
      .put(tokenItem(householdId, invitation.id, tokenHash, expiresAt), { condition: conditions.notExists });
    requireFreeSeat(transaction, householdId, now, whenFull);
    return { transaction, result: undefined };
  });
  return toInvitation(item);
}

/** The household's invitations still waiting (expired ones are left to the TTL), oldest first. One Query. */
export async function listInvitations(ctx: DataContext, householdId: string): Promise<InvitationRecord[]> {
  const now = epochSeconds(nowOf(ctx));
  const items = await queryAll(ctx, householdInvitations(householdId));
  return items
    .filter((item) => num(item.expiresAt) > now)
    .map(toInvitation)
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
}

async function requireInvitation(ctx: DataContext, householdId: string, id: string): Promise<Item> {
  const item = await getItem(ctx, invitationKey(householdId, id));
  if (!item) throw new NotFoundError('invitation', id);
  return item;
}

const tokenHashIs = (hash: unknown): Condition => conditions.equals('tokenHash', hash);

/**
 * A new token for the invitation, valid INVITATION_LIFETIME_DAYS from now; the old token's item goes, so
 * its link no longer works. GetItem + one TransactWriteItems. NotFoundError('invitation').
 */
export async function renewInvitation(
  ctx: DataContext,
  householdId: string,
  id: string,
  tokenHash: string,
): Promise<InvitationRecord> {
  return runTransaction(async () => {
    const current = await requireInvitation(ctx, householdId, id);
    const now = nowOf(ctx);
    const expiresAt = epochSeconds(now) + LIFETIME_SECONDS;
    const transaction = new TransactionBuilder(ctx)
      .update(
        invitationKey(householdId, id),
        { set: { tokenHash, expiresAt } },
        {
          condition: tokenHashIs(current.tokenHash),
          onConditionFailed: () => new NotFoundError('invitation', id),
        },
      )
      .delete(invitationTokenKey(String(current.tokenHash)))
      .put(tokenItem(householdId, id, tokenHash, expiresAt), { condition: conditions.notExists });
    return { transaction, result: toInvitation({ ...current, tokenHash, expiresAt }) };
  });
}

/** Cancels the invitation: both items. GetItem + one TransactWriteItems. NotFoundError('invitation'). */
export async function deleteInvitation(ctx: DataContext, householdId: string, id: string): Promise<void> {
  await runTransaction(async () => {
    const current = await requireInvitation(ctx, householdId, id);
    const transaction = new TransactionBuilder(ctx)
      .delete(invitationKey(householdId, id), {
        condition: tokenHashIs(current.tokenHash),
        onConditionFailed: () => new NotFoundError('invitation', id),
      })
      .delete(invitationTokenKey(String(current.tokenHash)));
    return { transaction, result: undefined };
  });
}

/**
 * Accepts the invitation whose token hashes to `tokenHash`, for `member`, whose address must be the invited
 * one (InvitationForAnotherAddressError). Three GetItems (the token, the invitation, the owner's name), then one TransactWriteItems that spends the token
 * (it must still exist and be unexpired: a link works once), deletes the invitation (still with this
 * token: a resend makes the old link useless) and adds the member with their seat (addMemberTo).
 * InvitationGoneError for a token that names no live invitation; AlreadyMemberError; HouseholdFullError.
 */
export async function acceptInvitation(
  ctx: DataContext,
  tokenHash: string,
  member: Omit<NewMember, 'role'>,
): Promise<{ householdId: string; role: MemberRole }> {
  return runTransaction(async () => {
    const now = nowOf(ctx);
    const token = await getItem(ctx, invitationTokenKey(tokenHash));
    if (!token || num(token.expiresAt) <= epochSeconds(now)) throw new InvitationGoneError();
    const householdId = String(token.householdId);
    const item = await getItem(ctx, invitationKey(householdId, String(token.invitationId)));
    if (!item || item.tokenHash !== tokenHash) throw new InvitationGoneError();
    const invitation = toInvitation(item);
    if (invitation.email !== member.email.toLowerCase())
      throw new InvitationForAnotherAddressError(invitation.email, member.email);
    // The invitee cannot change the owner's plan: no upgrade is offered to them.
    const whenFull = () => new HouseholdFullError(false);
    const name = householdNameOf(await getUser(ctx, householdId));

    const gone = () => new InvitationGoneError();
    const transaction = new TransactionBuilder(ctx)
      .delete(invitationTokenKey(tokenHash), {
        condition: (p) =>
          `${conditions.exists(p)} AND ${p.name('expiresAt')} > ${p.value(epochSeconds(now))}`,
        onConditionFailed: gone,
      })
      .delete(invitationKey(householdId, invitation.id), {
        condition: tokenHashIs(tokenHash),
        onConditionFailed: gone,
      });
    addMemberTo(transaction, householdId, { ...member, role: invitation.role }, now, { name, whenFull });
    return { transaction, result: { householdId, role: invitation.role } };
  });
}
