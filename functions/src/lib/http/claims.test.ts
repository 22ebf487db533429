import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { getCaller } from './claims';
import { UnauthorizedError } from './errors';

const withClaims = (claims: Record<string, string> | undefined) =>
  ({
    requestContext: claims ? { authorizer: { jwt: { claims, scopes: null } } } : {},
  }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

describe('getCaller', () => {
  it('reads sub, email and names from ID-token claims', () => {
    const caller = getCaller(
      withClaims({ sub: 'abc-123', email: 'Ann@Example.com', given_name: 'Ann', family_name: 'Lee' }),
    );

    expect(caller).toEqual({ sub: 'abc-123', email: 'ann@example.com', givenName: 'Ann', familyName: 'Lee' });
  });

  it('accepts an access token, which has no email or names', () => {
    expect(getCaller(withClaims({ sub: 'abc-123', client_id: 'web' }))).toEqual({
      sub: 'abc-123',
      email: undefined,
      givenName: undefined,
      familyName: undefined,
    });
  });

  it.each([
    ['no authorizer context', undefined],
    ['no sub claim', { email: 'a@b.c' }],
    ['a blank sub claim', { sub: '  ' }],
  ])('refuses %s with a 401', (_, claims) => {
    expect(() => getCaller(withClaims(claims))).toThrow(UnauthorizedError);
  });
});
