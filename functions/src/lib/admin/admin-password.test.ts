import { describe, expect, it } from 'vitest';
import { loadAdminPassword, passwordFromSecret } from './admin-password';

describe('admin password', () => {
  it('prefers ADMIN_PASSWORD from the environment', async () => {
    expect(
      await loadAdminPassword({ ADMIN_PASSWORD: 'local-secret', ADMIN_PASSWORD_SECRET_ARN: 'arn:x' }),
    ).toBe('local-secret');
  });

  it('is null when nothing is configured, which keeps the admin API closed', async () => {
    expect(await loadAdminPassword({})).toBeNull();
  });

  it.each([
    ['a plain secret string', 'hunter22', 'hunter22'],
    ['CDK’s generated JSON secret', '{"password":"generated-1"}', 'generated-1'],
    ['JSON without a password field as the password itself', '{"other":1}', '{"other":1}'],
    ['an empty secret', '', null],
    ['an empty password field', '{"password":""}', null],
  ])('reads %s', (_, secret, expected) => {
    expect(passwordFromSecret(secret)).toBe(expected);
  });
});
