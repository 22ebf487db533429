// Invitations: the token is found by its hash, works once and until it expires, dies when the invitation is
// resent or cancelled, and only for the invited address; accepting adds the member within the seats.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  createInvitation,
  deleteInvitation,
  getMemberRole,
  HouseholdFullError,
  InvitationForAnotherAddressError,
  InvitationGoneError,
  InviteeRefusedError,
  listInvitations,
  listMembers,
  NotFoundError,
  renewInvitation,
} from '../src/index';
import { newUser, testContext } from './support';

const ctx = testContext();

const DAY = 86_400_000;

const hash = () => randomUUID().replace(/-/g, '');

async function invite(householdId: string, email: string, role: 'editor' | 'viewer' = 'editor') {
  const tokenHash = hash();
  const invitation = await createInvitation(ctx, householdId, {
    id: randomUUID(),
    email,
    role,
    tokenHash,
    invitedBy: householdId,
  });
  return { invitation, tokenHash };
}

const sam = (userId: string, email = `${userId}@example.test`) => ({ userId, name: 'Sam Lee', email });

describe('invitations', () => {
  it('lists a new invitation, valid 7 days', async () => {
    const owner = await newUser(ctx);
    const before = Date.now();

    const { invitation } = await invite(owner, 'sam@example.test', 'viewer');

    expect(await listInvitations(ctx, owner)).toEqual([invitation]);
    expect(invitation).toMatchObject({ email: 'sam@example.test', role: 'viewer', householdId: owner });
    const lifetime = Date.parse(invitation.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(7 * DAY - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * DAY);
  });

  it('makes the invited person a member, once', async () => {
    const owner = await newUser(ctx);
    const member = await newUser(ctx);
    const { tokenHash } = await invite(owner, `${member}@example.test`);

    expect(await acceptInvitation(ctx, tokenHash, sam(member))).toEqual({
      householdId: owner,
      role: 'editor',
    });

    expect(await getMemberRole(ctx, owner, member)).toBe('editor');
    expect(await listInvitations(ctx, owner)).toEqual([]);
    await expect(acceptInvitation(ctx, tokenHash, sam(member))).rejects.toBeInstanceOf(InvitationGoneError);
  });

  it('lets one of two accepts at once through', async () => {
    const owner = await newUser(ctx, 'pro');
    const member = await newUser(ctx);
    const { tokenHash } = await invite(owner, `${member}@example.test`);

    const results = await Promise.allSettled([1, 2].map(() => acceptInvitation(ctx, tokenHash, sam(member))));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await listMembers(ctx, owner)).toHaveLength(1);
  });

  it('refuses an account of another address, and keeps the invitation', async () => {
    const owner = await newUser(ctx);
    const other = await newUser(ctx);
    const { tokenHash } = await invite(owner, 'sam@example.test');

    const refused = acceptInvitation(ctx, tokenHash, sam(other));

    await expect(refused).rejects.toBeInstanceOf(InvitationForAnotherAddressError);
    await expect(refused).rejects.toMatchObject({ invitedEmail: 'sam@example.test' });
    expect(await listInvitations(ctx, owner)).toHaveLength(1);
    expect(await getMemberRole(ctx, owner, other)).toBeNull();
  });

  it('accepts the invited address whatever its case', async () => {
    const owner = await newUser(ctx);
    const member = await newUser(ctx);
    const { tokenHash } = await invite(owner, 'sam.lee@example.test');

    await acceptInvitation(ctx, tokenHash, sam(member, 'Sam.Lee@Example.test'));

    expect(await getMemberRole(ctx, owner, member)).toBe('editor');
  });

  it('kills the old link on a resend; the new one works', async () => {
    const owner = await newUser(ctx);
    const member = await newUser(ctx);
    const { invitation, tokenHash } = await invite(owner, `${member}@example.test`);
    const renewed = hash();

    await renewInvitation(ctx, owner, invitation.id, renewed);

    await expect(acceptInvitation(ctx, tokenHash, sam(member))).rejects.toBeInstanceOf(InvitationGoneError);
    await acceptInvitation(ctx, renewed, sam(member));
    expect(await getMemberRole(ctx, owner, member)).toBe('editor');
  });

  it('kills the link when the invitation is cancelled', async () => {
    const owner = await newUser(ctx);
    const member = await newUser(ctx);
    const { invitation, tokenHash } = await invite(owner, `${member}@example.test`);

    await deleteInvitation(ctx, owner, invitation.id);

    expect(await listInvitations(ctx, owner)).toEqual([]);
    await expect(acceptInvitation(ctx, tokenHash, sam(member))).rejects.toBeInstanceOf(InvitationGoneError);
    await expect(deleteInvitation(ctx, owner, invitation.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(renewInvitation(ctx, owner, invitation.id, hash())).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a link older than 7 days, and no longer lists it', async () => {
    const owner = await newUser(ctx);
    const member = await newUser(ctx);
    const { tokenHash } = await invite(owner, `${member}@example.test`);
    const later = testContext({ now: () => new Date(Date.now() + 7 * DAY + 1000) });

    await expect(acceptInvitation(later, tokenHash, sam(member))).rejects.toBeInstanceOf(InvitationGoneError);
    expect(await listInvitations(later, owner)).toEqual([]);
  });

  it('refuses a token nobody was sent', async () => {
    await expect(acceptInvitation(ctx, hash(), sam(randomUUID()))).rejects.toBeInstanceOf(
      InvitationGoneError,
    );
  });

  it('refuses to invite the owner, a member or an address invited already, in any case', async () => {
    const owner = await newUser(ctx, 'pro');
    const member = await newUser(ctx);
    await acceptInvitation(ctx, (await invite(owner, `${member}@example.test`)).tokenHash, sam(member));
    await invite(owner, 'pat@example.test');

    const refusal = (email: string) => invite(owner, email);

    await expect(refusal(`${owner}@EXAMPLE.test`)).rejects.toMatchObject({ reason: 'inviteSelf' });
    await expect(refusal(`${member}@example.test`)).rejects.toMatchObject({ reason: 'inviteMember' });
    await expect(refusal('pat@example.test')).rejects.toBeInstanceOf(InviteeRefusedError);
    await expect(refusal('pat@example.test')).rejects.toMatchObject({ reason: 'invitePending' });
    expect(await listInvitations(ctx, owner)).toHaveLength(1);
  });

  it('refuses an invitation once every seat is taken, saying whether Pro has more', async () => {
    const owner = await newUser(ctx);
    const member = await newUser(ctx);
    await acceptInvitation(ctx, (await invite(owner, `${member}@example.test`)).tokenHash, sam(member));

    const refused = invite(owner, 'third@example.test');

    await expect(refused).rejects.toBeInstanceOf(HouseholdFullError);
    await expect(refused).rejects.toMatchObject({ upgradeRequired: true });
    expect(await listInvitations(ctx, owner)).toEqual([]);
  });

  it('keeps the invitation when the household is full', async () => {
    const owner = await newUser(ctx);
    const [first, second] = [await newUser(ctx), await newUser(ctx)];
    const one = await invite(owner, `${first}@example.test`);
    const two = await invite(owner, `${second}@example.test`);
    await acceptInvitation(ctx, one.tokenHash, sam(first));

    await expect(acceptInvitation(ctx, two.tokenHash, sam(second))).rejects.toBeInstanceOf(
      HouseholdFullError,
    );

    expect((await listInvitations(ctx, owner)).map((invitation) => invitation.id)).toEqual([
      two.invitation.id,
    ]);
  });
});
