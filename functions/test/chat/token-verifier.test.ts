import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http/errors';
import { ChatConfigError } from '../../src/lib/chat/chat-config-error';
import { bearerToken, tokenVerifierFromEnv, type TokenVerifier } from '../../src/lib/chat/token-verifier';
import { startTestIssuer, type TestIssuer } from './support/test-issuer';

let issuer: TestIssuer;
let verifier: TokenVerifier;

beforeAll(async () => {
  issuer = await startTestIssuer();
  verifier = tokenVerifierFromEnv(issuer.env());
});

afterAll(() => issuer.close());

async function statusOf(token: string): Promise<number | 'accepted'> {
  try {
    await verifier.verify(token);
    return 'accepted';
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

describe('chat token verification (aws-jwt-verify against the pool JWKS)', () => {
  it('accepts a valid ID token and returns its sub, when it was issued and whether the address is verified', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 60;
    await expect(verifier.verify(issuer.idToken('user-a', { iat: issuedAt }))).resolves.toEqual({
      sub: 'user-a',
      issuedAt,
      emailVerified: true,
    });
  });

  it.each([
    [false, false],
    ['false', false],
    [undefined, false],
    ['true', true],
  ])('reads email_verified %j as %s', async (claim, emailVerified) => {
    const token = issuer.idToken('user-b', { email_verified: claim });
    await expect(verifier.verify(token)).resolves.toMatchObject({ sub: 'user-b', emailVerified });
  });

  it.each([
    ['expired', () => issuer.idToken('u', { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['not yet valid', () => issuer.idToken('u', { nbf: Math.floor(Date.now() / 1000) + 3600 })],
    ['for another app client (aud)', () => issuer.idToken('u', { aud: 'someone-else' })],
    [
      'that is an access token of this app client (only ID tokens name the caller)',
      () => issuer.accessToken('u'),
    ],
    ['an access token of another client', () => issuer.accessToken('u', { client_id: 'someone-else' })],
    ['from another issuer', () => issuer.idToken('u', { iss: 'http://127.0.0.1:1/other_pool' })],
    ['with an unknown token_use', () => issuer.idToken('u', { token_use: 'refresh' })],
    ['signed with another key', () => issuer.forgedIdToken('u')],
    ['garbage', () => 'not-a-jwt'],
    ['three garbage parts', () => 'aaa.bbb.ccc'],
  ])('answers 401 for a token %s', async (_case, token) => {
    expect(await statusOf(token())).toBe(401);
  });

  it('answers 401 for a token without a sub', async () => {
    expect(await statusOf(issuer.idToken('u', { sub: '' }))).toBe(401);
  });

  it('answers 503, not 401, when the JWKS cannot be fetched', async () => {
    const offline = tokenVerifierFromEnv({
      JWT_ISSUER: issuer.issuer,
      JWT_JWKS_URI: 'http://127.0.0.1:1/.well-known/jwks.json',
      USER_POOL_CLIENT_ID: issuer.clientId,
    });
    await expect(offline.verify(issuer.idToken('u'))).rejects.toMatchObject({ statusCode: 503 });
  });

  it('refuses to start without an app client id or a pool', () => {
    expect(() => tokenVerifierFromEnv({ JWT_ISSUER: issuer.issuer })).toThrow(ChatConfigError);
    expect(() => tokenVerifierFromEnv({ USER_POOL_CLIENT_ID: 'c' })).toThrow(ChatConfigError);
  });
});

describe('bearerToken', () => {
  it('reads Authorization: Bearer in any case of header name and scheme', () => {
    expect(bearerToken({ Authorization: 'bearer abc.def.ghi' })).toBe('abc.def.ghi');
  });

  it('prefers X-Authorization, which survives CloudFront origin signing of Authorization', () => {
    const headers = {
      authorization: 'AWS4-HMAC-SHA256 Credential=AKIA/20250101/us-east-1/lambda/aws4_request, Signature=x',
      'x-authorization': 'Bearer id.token.here',
    };
    expect(bearerToken(headers)).toBe('id.token.here');
  });

  it.each([[{}], [{ authorization: 'Basic dXNlcjpwYXNz' }], [{ authorization: 'Bearer' }], [undefined]])(
    'answers 401 without a Bearer token (%j)',
    (headers) => {
      expect(() => bearerToken(headers)).toThrow(expect.objectContaining({ statusCode: 401 }));
    },
  );
});
