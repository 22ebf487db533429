// Households over HTTP (docs/product.md#api-households): invitations mailed to the local inbox, accepted
// with the link's token by the invited address only, members' roles and removals that bite at once.
import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { createDataContext } from '@reno/data';
import { everyItemIn } from '@reno/data/access-patterns';
import { HOUSEHOLD_MESSAGES } from '@reno/domain';
import { signIn, tokenClaims } from '../support/cognito-users';
import { invitationIn, mailsTo } from '../support/local-inbox';
import { api, newUser, type TestUser } from './support/api-client';
import { TEST_ADMIN_PASSWORD } from './support/constants';
import { createProject, expensePayload } from './support/fixtures';
import { accept, inHousehold, invite, joinHousehold, removeFromHousehold } from './support/households';

const stackUrl = inject('apiUrl');
const { endpoint, tableName } = inject('dynamo');
const table = createDataContext({ endpoint, tableName });

const dana = () => newUser({ givenName: 'Dana', familyName: 'Rivera' });
const sam = () => newUser({ givenName: 'Sam', familyName: 'Lee' });
const DAY = 86_400_000;

async function upgrade(user: TestUser) {
  await api.get('/api/user', user);
  const upgraded = await api.post(`/api/admin/users/${user.sub}/upgrade`, user, undefined, {
    headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
  });
  expect(upgraded.status, upgraded.text).toBe(200);
}

describe('invitations', () => {
  it('mails a link valid 7 days whose token is kept only as its hash', async () => {
    const owner = await dana();
    await api.get('/api/user', owner);
    const email = `sam-${Date.now()}@example.com`;

    const invited = await api.post('/api/household/invitations', owner, {
      email: email.toUpperCase(),
      role: 'editor',
    });

    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({
      id: expect.any(String),
      email,
      role: 'editor',
      expiresAt: expect.any(String),
    });
    const lifetime = Date.parse(invited.body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(7 * DAY - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * DAY);
    const [mail] = await mailsTo(stackUrl, email);
    expect(mail!.subject).toBe("Dana Rivera invited you to Dana's household on Home Renovation Tracker");
    const { link, token } = invitationIn(mail!);
    expect(link).toBe(`${stackUrl}/invitation#${token}`);
    // 256 bits, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { Items = [] } = await table.doc.send(
      new QueryCommand({
        TableName: tableName,
        ...everyItemIn(owner.sub),
      }),
    );
    const hash = createHash('sha256').update(token).digest('base64url');
    expect(JSON.stringify(Items)).not.toContain(token);
    expect(JSON.stringify(Items)).toContain(hash);
    const tokenItem = await table.doc.send(
      new GetCommand({ TableName: tableName, Key: { PK: `INVITE#${hash}`, SK: 'TOKEN' } }),
    );
    expect(JSON.stringify(tokenItem.Item)).not.toContain(token);
    expect(tokenItem.Item).toMatchObject({ householdId: owner.sub, invitationId: invited.body.id });
  });

  it('lists pending invitations to the owner only', async () => {
    const [owner, member] = await Promise.all([dana(), sam()]);
    await invite(owner, 'later@example.com', 'editor');
    await joinHousehold(owner, member, 'viewer');

    const ownerView = await api.get('/api/household', owner);
    const memberView = await api.get('/api/household', member, inHousehold(owner));

    expect(ownerView.body).toEqual({
      id: owner.sub,
      name: "Dana's household",
      role: 'owner',
      plan: 'free',
      members: [
        { userId: owner.sub, name: 'Dana Rivera', email: owner.email, role: 'owner' },
        { userId: member.sub, name: 'Sam Lee', email: member.email, role: 'viewer' },
      ],
      invitations: [
        { id: expect.any(String), email: 'later@example.com', role: 'editor', expiresAt: expect.any(String) },
      ],
      // Free holds the owner and 1 member: the invitation still waiting can no longer be accepted.
      full: true,
    });
    expect(memberView.body).toEqual({ ...ownerView.body, role: 'viewer', invitations: undefined });
    expect(Object.keys(memberView.body)).not.toContain('invitations');
  });

  it('makes the invited address a member, verifies it, and works once', async () => {
    const [owner, member] = await Promise.all([dana(), sam()]);
    expect(tokenClaims(member.idToken!).email_verified).not.toBe(true);
    const token = await invite(owner, member.email, 'editor');

    const accepted = await accept(member, token);

    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: owner.sub, name: "Dana's household", role: 'editor' });
    expect(accepted.body.invitations).toBeUndefined();
    const again = await accept(member, token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: HOUSEHOLD_MESSAGES.invitationGone });
    expect((await api.get('/api/household', owner)).body.invitations).toEqual([]);
    const { idToken } = await signIn(inject('cognito'), member.email, member.password!);
    expect(tokenClaims(idToken).email_verified).toBe(true);
  });

  it('refuses an account of another address in words, and keeps the invitation', async () => {
    const [owner, other] = await Promise.all([dana(), sam()]);
    const token = await invite(owner, 'someone-else@example.com', 'editor');

    const refused = await accept(other, token);

    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: HOUSEHOLD_MESSAGES.wrongAddress('someone-else@example.com', other.email),
    });
    expect((await api.get('/api/household', owner)).body.invitations).toHaveLength(1);
    expect((await api.get('/api/household', other, inHousehold(owner))).status).toBe(404);
  });

  it('resends with a new link; the old one no longer works', async () => {
    const [owner, member] = await Promise.all([dana(), sam()]);
    const old = await invite(owner, member.email, 'viewer');
    const [{ id }] = (await api.get('/api/household', owner)).body.invitations;

    const resent = await api.post(`/api/household/invitations/${id}/resend`, owner);

    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id, email: member.email, role: 'viewer' });
    const mails = (await mailsTo(stackUrl, member.email)).filter((mail) => mail.from === 'app');
    expect(mails).toHaveLength(2);
    const renewed = invitationIn(mails[0]!).token;
    expect(renewed).not.toBe(old);
    expect((await accept(member, old)).status).toBe(404);
    expect((await accept(member, renewed)).status).toBe(200);
  });

  it('cancels: the link no longer works', async () => {
    const [owner, member] = await Promise.all([dana(), sam()]);
    const token = await invite(owner, member.email, 'viewer');
    const [{ id }] = (await api.get('/api/household', owner)).body.invitations;

    const cancelled = await api.delete(`/api/household/invitations/${id}`, owner);

    expect(cancelled.status).toBe(200);
    expect((await accept(member, token)).status).toBe(404);
    expect((await api.get('/api/household', owner)).body.invitations).toEqual([]);
    expect((await api.delete(`/api/household/invitations/${id}`, owner)).status).toBe(404);
    expect((await api.delete('/api/household/invitations/not-an-id', owner)).status).toBe(404);
  });

  it('refuses to invite the owner, a member, an address already invited, and a role that is not one', async () => {
    const [owner, member] = await Promise.all([dana(), sam()]);
    await upgrade(owner);
    await joinHousehold(owner, member, 'editor');
    await invite(owner, 'pending@example.com', 'viewer');
    const attempt = (body: unknown) => api.post('/api/household/invitations', owner, body);
    const onEmail = (message: string) => ({
      error: 'Validation failed',
      details: [{ path: ['email'], message }],
    });

    expect((await attempt({ email: owner.email, role: 'editor' })).body).toEqual(
      onEmail(HOUSEHOLD_MESSAGES.inviteSelf),
    );
    expect((await attempt({ email: member.email, role: 'viewer' })).body).toEqual(
      onEmail(HOUSEHOLD_MESSAGES.inviteMember),
    );
    expect((await attempt({ email: 'Pending@example.com', role: 'editor' })).body).toEqual(
      onEmail(HOUSEHOLD_MESSAGES.invitePending),
    );
    const owners = await attempt({ email: 'x@example.com', role: 'owner' });
    expect(owners.status).toBe(400);
    expect(owners.body.details).toEqual([{ path: ['role'], message: 'Role must be editor or viewer' }]);
  });

  it('holds Free to the owner and 1 member: no second invitation, no second accept', async () => {
    const [owner, first, second] = await Promise.all([dana(), sam(), sam()]);
    const firstToken = await invite(owner, first.email, 'editor');
    const secondToken = await invite(owner, second.email, 'editor');
    expect((await accept(first, firstToken)).status).toBe(200);

    const refusedAccept = await accept(second, secondToken);
    const refusedInvite = await api.post('/api/household/invitations', owner, {
      email: 'third@example.com',
      role: 'viewer',
    });

    // One message for a full household, whichever way it is met; only the owner is offered the upgrade.
    expect(refusedAccept.status).toBe(403);
    expect(refusedAccept.body).toEqual({ error: HOUSEHOLD_MESSAGES.full });
    expect(refusedInvite.status).toBe(403);
    expect(refusedInvite.body).toEqual({ error: HOUSEHOLD_MESSAGES.full, upgradeRequired: true });
    expect((await api.get('/api/household', owner)).body).toMatchObject({ plan: 'free', full: true });
  });
});

describe('members', () => {
  it('lists the caller’s households: their own first', async () => {
    const [owner, member] = await Promise.all([dana(), sam()]);
    await api.get('/api/user', member);
    await joinHousehold(owner, member, 'editor');

    const households = await api.get('/api/households', member);

    expect(households.body).toEqual([
      {
        id: member.sub,
        name: "Sam's household",
        role: 'owner',
        ownerName: 'Sam Lee',
        plan: 'free',
        memberCount: 1,
      },
      {
        id: owner.sub,
        name: "Dana's household",
        role: 'editor',
        ownerName: 'Dana Rivera',
        plan: 'free',
        memberCount: 2,
      },
    ]);
  });

  it('a role change bites on the very next request', async () => {
    const [owner, member] = await Promise.all([dana(), sam()]);
    await joinHousehold(owner, member, 'editor');
    const project = await createProject(owner);
    const add = () => api.post('/api/expenses', member, expensePayload(project.id), inHousehold(owner));
    expect((await add()).status).toBe(201);

    const changed = await api.put(`/api/household/members/${member.sub}`, owner, { role: 'viewer' });

    expect(changed.body).toEqual({
      userId: member.sub,
      name: 'Sam Lee',
      email: member.email,
      role: 'viewer',
    });
    const refused = await add();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: HOUSEHOLD_MESSAGES.viewOnly });
    expect((await api.get('/api/households', member)).body[1]).toMatchObject({ role: 'viewer' });
  });

  it('a removal bites on the very next request, and the member keeps only their own household', async () => {
    const [owner, member] = await Promise.all([dana(), sam()]);
    await joinHousehold(owner, member, 'editor');

    await removeFromHousehold(owner, member);

    expect((await api.get('/api/projects', member, inHousehold(owner))).status).toBe(404);
    expect((await api.get('/api/households', member)).body.map((h: { id: string }) => h.id)).toEqual([
      member.sub,
    ]);
    expect((await api.get('/api/household', owner)).body.members).toHaveLength(1);
  });

  it('a member may leave, but not remove anyone else; the owner cannot leave', async () => {
    const [owner, editor, viewer] = await Promise.all([dana(), sam(), sam()]);
    await upgrade(owner);
    await joinHousehold(owner, editor, 'editor');
    await joinHousehold(owner, viewer, 'viewer');

    const removeOther = await api.delete(`/api/household/members/${viewer.sub}`, editor, inHousehold(owner));
    const ownerLeaves = await api.delete(`/api/household/members/${owner.sub}`, owner);
    const leaves = await api.delete(`/api/household/members/${viewer.sub}`, viewer, inHousehold(owner));

    expect(removeOther.status).toBe(403);
    expect(removeOther.body).toEqual({ error: HOUSEHOLD_MESSAGES.ownerOnly });
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body).toEqual({ error: HOUSEHOLD_MESSAGES.ownerCannotLeave });
    expect(leaves.status).toBe(200);
    expect(leaves.body).toEqual({ message: HOUSEHOLD_MESSAGES.left });
    expect(
      (await api.get('/api/household', owner)).body.members.map((m: { userId: string }) => m.userId),
    ).toEqual([owner.sub, editor.sub]);
    expect((await api.delete(`/api/household/members/${viewer.sub}`, owner)).status).toBe(404);
  });

  it('a member’s records land in the household, and the owner sees them', async () => {
    const [owner, member] = await Promise.all([dana(), sam()]);
    await joinHousehold(owner, member, 'editor');
    const project = await createProject(owner);

    const added = await api.post('/api/expenses', member, expensePayload(project.id), inHousehold(owner));

    expect(added.status).toBe(201);
    expect((await api.get(`/api/expenses/${added.body.id}`, owner)).status).toBe(200);
    expect((await api.get(`/api/projects/${project.id}/summary`, owner)).body.totalSpent).toBe('120.50');
    expect((await api.get('/api/expenses', member)).body.expenses).toEqual([]);
  });
});
