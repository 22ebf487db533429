import { describe, expect, it } from 'vitest';
import { invitationAcceptSchema, invitationInputSchema, memberRoleInputSchema } from './household';

describe('household request schemas', () => {
  it('takes an invitation’s address lower case and a member role', () => {
    expect(invitationInputSchema.parse({ email: ' Sam@Example.com ', role: 'Editor' })).toEqual({
      email: 'sam@example.com',
      role: 'editor',
    });
  });

  it.each([
    [{ email: 'sam@example.com', role: 'owner' }, ['role']],
    [{ email: 'not an address', role: 'viewer' }, ['email']],
    [{}, ['email', 'role']],
  ])('refuses %j on %j', (body, fields) => {
    const result = invitationInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(fields);
  });

  it('takes a role change to editor or viewer only', () => {
    expect(memberRoleInputSchema.safeParse({ role: 'viewer' }).success).toBe(true);
    expect(memberRoleInputSchema.safeParse({ role: 'owner' }).success).toBe(false);
  });

  it('takes a token, trimmed, and refuses an empty or oversized one', () => {
    expect(invitationAcceptSchema.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
    expect(invitationAcceptSchema.safeParse({ token: '' }).success).toBe(false);
    expect(invitationAcceptSchema.safeParse({ token: 'x'.repeat(129) }).success).toBe(false);
    expect(invitationAcceptSchema.safeParse({}).success).toBe(false);
  });
});
