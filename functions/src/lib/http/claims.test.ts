import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { getCaller, tokenSession } from './claims';
import { UnauthorizedError } from './errors';

const withClaims = (claims: Record<string, string> | undefined) =>
  ({
    requestContext: claims ? { authorizer: { jwt: { claims, scopes: null } } } : {},
  }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

describe('getCaller', () => {
  it('reads sub, email and names from ID-token claims', () => {
    const caller = getCaller(
      withClaims({
        sub: 'abc-123',
        token_use: 'id',
        email: 'Ann@Example.com',
        given_name: 'Ann',
        family_name: 'Lee',
      }),
    );

    expect(caller).toEqual({
      sub: 'abc-123',
      email: 'ann@example.com',
      emailVerified: false,
      givenName: 'Ann',
      familyName: 'Lee',
      // No cognito:username claim: the address, as Cognito names e-mail users.
      username: 'ann@example.com',
      issuedAt: 0,
    });
    expect(
      getCaller(withClaims({ sub: 'a', token_use: 'id', email: 'a@b.c', 'cognito:username': 'google_123' }))
        .username,
    ).toBe('google_123');
    expect(
      getCaller(withClaims({ sub: 'a', token_use: 'id', email: 'a@b.c', email_verified: 'true' }))
        .emailVerified,
    ).toBe(true);
  });

  it("reads the token's iat, which API Gateway passes as a string, as epoch seconds", () => {
    const claims = { sub: 'a', token_use: 'id', email: 'a@b.c' };

    expect(getCaller(withClaims({ ...claims, iat: '1767225600' })).issuedAt).toBe(1767225600);
    expect(tokenSession(withClaims({ ...claims, iat: '1767225600' }))).toEqual({
      sub: 'a',
      issuedAt: 1767225600,
    });
    // No usable iat: the oldest possible, refused by any end of sessions.
    expect(tokenSession(withClaims({ ...claims, iat: 'soon' }))).toEqual({ sub: 'a', issuedAt: 0 });
    expect(tokenSession(withClaims(undefined))).toBeNull();
  });

  it.each([
    ['no authorizer context', undefined],
    ['no sub claim', { email: 'a@b.c' }],
    ['a blank sub claim', { sub: '  ', token_use: 'id', email: 'a@b.c' }],
    [
      'an access token (no e-mail, token_use access)',
      { sub: 'abc-123', client_id: 'web', token_use: 'access' },
    ],
    ['an access token that somehow names an e-mail', { sub: 'abc', token_use: 'access', email: 'a@b.c' }],
    ['an ID token without an e-mail', { sub: 'abc-123', token_use: 'id' }],
    ['an ID token with a blank e-mail', { sub: 'abc-123', token_use: 'id', email: ' ' }],
  ])('refuses %s with a 401', (_, claims) => {
    expect(() => getCaller(withClaims(claims))).toThrow(UnauthorizedError);
  });
});
