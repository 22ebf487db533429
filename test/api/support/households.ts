import { inject } from 'vitest';
import { addMember, createDataContext, removeMember } from '@reno/data';
import { HOUSEHOLD_ID_HEADER, type MemberRole } from '@reno/domain';
import type { RequestOptions, TestUser } from './api-client';

const { endpoint, tableName } = inject('dynamo');
const table = createDataContext({ endpoint, tableName });

/** Makes `member` a member of `owner`'s household with `role`. */
export async function joinHousehold(owner: TestUser, member: TestUser, role: MemberRole): Promise<void> {
  await addMember(table, owner.sub, {
    userId: member.sub,
    role,
    name: `${member.givenName} ${member.familyName}`,
    email: member.email,
  });
}

/** Takes `member` out of `owner`'s household. */
export async function leaveHousehold(owner: TestUser, member: TestUser): Promise<void> {
  await removeMember(table, owner.sub, member.sub);
}

/** Request options that act in `owner`'s household. */
export const inHousehold = (owner: TestUser, options: RequestOptions = {}): RequestOptions => ({
  ...options,
  headers: { ...options.headers, [HOUSEHOLD_ID_HEADER]: owner.sub },
});
