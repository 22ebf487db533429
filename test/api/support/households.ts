import { expect, inject } from 'vitest';
import { HOUSEHOLD_ID_HEADER, type MemberRole } from '@reno/domain';
import { invitationIn, mailsTo } from '../../support/local-inbox';
import { api, type RequestOptions, type TestUser } from './api-client';

const stackUrl = inject('apiUrl');

/** Request options that act in `owner`'s household. */
export const inHousehold = (owner: TestUser, options: RequestOptions = {}): RequestOptions => ({
  ...options,
  headers: { ...options.headers, [HOUSEHOLD_ID_HEADER]: owner.sub },
});

/** `owner` invites `email` as `role`; the link's token, as the local inbox shows the e-mail. */
export async function invite(owner: TestUser, email: string, role: MemberRole): Promise<string> {
  const invited = await api.post('/api/household/invitations', owner, { email, role });
  expect(invited.status, invited.text).toBe(201);
  const [mail] = await mailsTo(stackUrl, email);
  return invitationIn(mail!).token;
}

/** `member` accepts a token. */
export async function accept(member: TestUser, token: string) {
  return api.post('/api/invitations/accept', member, { token });
}

/** Makes `member` a member of `owner`'s household as `role`, as people do: an invitation, then its link. */
export async function joinHousehold(owner: TestUser, member: TestUser, role: MemberRole): Promise<void> {
  const accepted = await accept(member, await invite(owner, member.email, role));
  expect(accepted.status, accepted.text).toBe(200);
}

/** `owner` removes `member` from the household. */
export async function removeFromHousehold(owner: TestUser, member: TestUser): Promise<void> {
  const removed = await api.delete(`/api/household/members/${member.sub}`, owner);
  expect(removed.status, removed.text).toBe(200);
}
