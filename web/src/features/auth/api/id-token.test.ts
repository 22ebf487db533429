import { describe, expect, it } from 'vitest';
import { emailVerifiedIn } from './id-token';

const token = (claims: object) =>
  `header.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

describe('emailVerifiedIn', () => {
  it.each([
    [{ email_verified: true }, true],
    [{ email_verified: 'true' }, true],
    [{ email_verified: false }, false],
    [{ email_verified: 'false' }, false],
    [{}, false],
  ])('%j → %s', (claims, verified) => {
    expect(emailVerifiedIn(token(claims))).toBe(verified);
  });

  it('reads a garbled token as not verified', () => {
    expect(emailVerifiedIn('not-a-jwt')).toBe(false);
  });
});
