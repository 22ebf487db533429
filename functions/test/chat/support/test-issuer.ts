import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';

/**
 * A token issuer for tests: a real RSA key, its JWKS served over HTTP on 127.0.0.1 (as cognito-local
 * serves it), and Cognito-shaped ID and access tokens signed with it.
 */
export interface TestIssuer {
  issuer: string;
  jwksUri: string;
  clientId: string;
  /** A Cognito ID token for `sub` (aud = client id, address verified), valid for an hour unless overridden. */
  idToken(sub: string, overrides?: Record<string, unknown>): string;
  accessToken(sub: string, overrides?: Record<string, unknown>): string;
  /** Same kid, different key: a forged signature. */
  forgedIdToken(sub: string): string;
  env(): Record<string, string>;
  close(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signJwt(privateKey: KeyObject, kid: string, payload: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), privateKey);
  return `${header}.${body}.${base64url(signature)}`;
}

export async function startTestIssuer(clientId = 'test-client'): Promise<TestIssuer> {
  const kid = randomUUID();
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

  const server: Server = createServer((req, res) => {
    if (req.url?.endsWith('/.well-known/jwks.json')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/local_test_pool`;

  const claims = (sub: string, tokenUse: 'id' | 'access') => {
    const now = Math.floor(Date.now() / 1000);
    return {
      sub,
      iss: issuer,
      token_use: tokenUse,
      iat: now,
      auth_time: now,
      exp: now + 3600,
      ...(tokenUse === 'id'
        ? { aud: clientId, email: `${sub}@example.com`, email_verified: true, 'cognito:username': sub }
        : { client_id: clientId, scope: 'aws.cognito.signin.user.admin', username: sub }),
    };
  };

  return {
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    clientId,
    idToken: (sub, overrides = {}) => signJwt(privateKey, kid, { ...claims(sub, 'id'), ...overrides }),
    accessToken: (sub, overrides = {}) =>
      signJwt(privateKey, kid, { ...claims(sub, 'access'), ...overrides }),
    forgedIdToken: (sub) => signJwt(forger, kid, claims(sub, 'id')),
    env: () => ({
      JWT_ISSUER: issuer,
      JWT_JWKS_URI: `${issuer}/.well-known/jwks.json`,
      USER_POOL_CLIENT_ID: clientId,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
