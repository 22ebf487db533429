import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tokenVerifierFromEnv } from '@reno/functions/lib/chat/token-verifier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtAuthorizer } from '../api/jwt-authorizer';
import { createCognitoLocal, type CognitoLocal } from '../cognito/cognito-local';
import { createLocalInbox } from '../mail/local-inbox';
import { ensureUserPool, type UserPoolIds } from '../cognito/user-pool';
import { quietLogger } from '../logger';
import { listenOnLoopback } from '../services/ports';
import { startHostedUi, type HostedUi } from './hosted-ui';

const APP = 'http://127.0.0.1:5999';
const REDIRECT = `${APP}/`;

let dir: string;
let cognitoServer: Server;
let cognito: CognitoLocal;
let pool: UserPoolIds;
let hostedUi: HostedUi;
let issuer: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reno-hosted-ui-'));
  cognitoServer = createServer((req, res) => cognito.app(req, res));
  const cognitoPort = await listenOnLoopback(cognitoServer, 0, 'cognito', undefined);
  cognito = await createCognitoLocal({
    dataDir: dir,
    issuerDomain: `http://127.0.0.1:${cognitoPort}`,
    mailbox: createLocalInbox(quietLogger),
  });
  pool = await ensureUserPool(cognito, {});
  issuer = `http://127.0.0.1:${cognitoPort}/${pool.userPoolId}`;
  hostedUi = await startHostedUi({
    port: 0,
    cognito,
    userPoolId: pool.userPoolId,
    issuer,
    client: { clientId: pool.userPoolClientId, appOrigins: [APP] },
    certificateFile: null,
    logger: quietLogger,
  });
});

afterAll(async () => {
  await hostedUi?.stop();
  await new Promise((resolve) => cognitoServer?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A browser's view of the hosted UI: trusts its certificate, keeps its cookies. */
class Browser {
  cookies = new Map<string, string>();

  send(
    method: string,
    path: string,
    options: { form?: Record<string, string>; origin?: string; authorization?: string } = {},
  ) {
    const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
    return new Promise<Reply>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: hostedUi.port,
          method,
          path,
          ca: hostedUi.certificate,
          headers: {
            cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            ...(options.origin ? { origin: options.origin } : {}),
            ...(options.authorization ? { authorization: options.authorization } : {}),
          },
        },
        (res) => {
          for (const cookie of res.headers['set-cookie'] ?? []) {
            const [pair] = cookie.split(';');
            const [name, ...value] = pair!.split('=');
            this.cookies.set(name!, value.join('='));
          }
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** Amplify's signInWithRedirect up to the app's callback: the code (or the error) it is given. */
  async signIn(
    person: { email: string; givenName?: string; familyName?: string },
    { challenge = pkceChallenge(verifier), redirectUri = REDIRECT } = {},
  ): Promise<URL> {
    const authorize = await this.send(
      'GET',
      authorizePath({
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: 'st',
        identity_provider: 'Google',
        code_challenge: challenge,
      }),
    );
    let location = new URL(String(authorize.headers.location), 'https://hosted-ui');
    if (location.pathname.startsWith('/login/')) {
      const page = await this.send('GET', location.pathname);
      expect(page.body).toContain('Sign in with Google');
      const submitted = await this.send('POST', location.pathname, {
        origin: `https://127.0.0.1:${hostedUi.port}`,
        form: { givenName: 'Ann', familyName: 'Lee', ...person },
      });
      const resumed = await this.send('GET', new URL(String(submitted.headers.location)).pathname);
      location = new URL(String(resumed.headers.location));
    }
    return location;
  }

  exchange(code: string, { codeVerifier = verifier, redirectUri = REDIRECT } = {}) {
    return this.send('POST', '/oauth2/token', {
      origin: APP,
      form: {
        grant_type: 'authorization_code',
        client_id: pool.userPoolClientId,
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      },
    });
  }
}

const verifier = randomBytes(32).toString('base64url');
const pkceChallenge = (codeVerifier: string) => createHash('sha256').update(codeVerifier).digest('base64url');
/** The app's authorize request (a code with PKCE, back to REDIRECT, scope 'openid'), with `overrides`. */
const authorizePath = (overrides: Record<string, string> = {}) =>
  `/oauth2/authorize?${new URLSearchParams({
    client_id: pool.userPoolClientId,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'openid',
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
    ...overrides,
  })}`;
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const tokensOf = (reply: Reply) =>
  JSON.parse(reply.body) as { id_token: string; access_token: string; refresh_token: string; error?: string };

describe('the local hosted UI', () => {
  it('signs a new person in with the provider’s e-mail and names, in tokens the API and the chat handler accept', async () => {
    const browser = new Browser();
    const callback = await browser.signIn({
      email: 'new.person@example.com',
      givenName: 'Nia',
      familyName: 'Park',
    });
    expect(callback.origin + callback.pathname).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe('st');

    const reply = await browser.exchange(callback.searchParams.get('code')!);
    expect(reply.status).toBe(200);
    // The app's page (http, another port) reads the answer.
    expect(reply.headers['access-control-allow-origin']).toBe(APP);
    const tokens = tokensOf(reply);
    expect(claimsOf(tokens.id_token)).toMatchObject({
      iss: issuer,
      aud: pool.userPoolClientId,
      token_use: 'id',
      email: 'new.person@example.com',
      email_verified: true,
      given_name: 'Nia',
      family_name: 'Park',
      'cognito:username': expect.any(String),
      identities: [
        expect.objectContaining({ providerName: 'Google', userId: expect.stringMatching(/^\d+$/) }),
      ],
    });
    expect(claimsOf(tokens.access_token)).toMatchObject({
      iss: issuer,
      token_use: 'access',
      client_id: pool.userPoolClientId,
    });

    const jwksUri = `${issuer}/.well-known/jwks.json`;
    const authorize = createJwtAuthorizer({ issuer, jwksUri, clientId: pool.userPoolClientId });
    const sub = claimsOf(tokens.id_token).sub;
    expect((await authorize(`Bearer ${tokens.id_token}`))?.claims).toMatchObject({
      sub,
      email: 'new.person@example.com',
    });
    // Like an e-mail sign-in's access token, it is not accepted as an ID token.
    expect(await authorize(`Bearer ${tokens.access_token}`)).toBeNull();
    // Refreshed later through the Cognito API, as Amplify does: still this person, still accepted.
    const refreshed = (await cognito.call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: tokens.refresh_token },
    })) as { AuthenticationResult: { IdToken: string } };
    expect((await authorize(`Bearer ${refreshed.AuthenticationResult.IdToken}`))?.claims).toMatchObject({
      sub,
      email: 'new.person@example.com',
      given_name: 'Nia',
    });
    const chat = tokenVerifierFromEnv({
      JWT_ISSUER: issuer,
      JWT_JWKS_URI: jwksUri,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
    });
    const { iat } = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
    };
    // The provider vouched for the address: the chat answers this account on the Free plan too.
    expect(await chat.verify(tokens.id_token)).toEqual({ sub, issuedAt: iat, emailVerified: true });
  });

  it('answers /oauth2/userInfo for its access token, and for nothing else', async () => {
    const browser = new Browser();
    const code = (
      await browser.signIn({ email: 'info@example.com', givenName: 'Ida', familyName: 'Fox' })
    ).searchParams.get('code')!;
    const tokens = tokensOf(await browser.exchange(code));

    const info = await browser.send('GET', '/oauth2/userInfo', {
      authorization: `Bearer ${tokens.access_token}`,
    });
    expect(info.status).toBe(200);
    expect(JSON.parse(info.body)).toMatchObject({
      sub: claimsOf(tokens.id_token).sub,
      email: 'info@example.com',
      email_verified: 'true',
      given_name: 'Ida',
      family_name: 'Fox',
      identities: expect.stringContaining('"providerName":"Google"'),
    });
    for (const authorization of [`Bearer ${tokens.id_token}`, 'Bearer not-a-token', undefined]) {
      const refused = await browser.send('GET', '/oauth2/userInfo', authorization ? { authorization } : {});
      expect(refused.status).toBe(401);
    }
  });

  it('takes requests only from the app’s page and its own, on a loopback name', async () => {
    const browser = new Browser();
    const foreign = await browser.send('POST', '/oauth2/token', {
      origin: 'http://127.0.0.1:1',
      form: { grant_type: 'authorization_code', client_id: pool.userPoolClientId, code: 'x' },
    });
    expect(foreign.status).toBe(403);
    const rebound = await new Promise<number>((resolve, reject) => {
      request(
        {
          host: '127.0.0.1',
          port: hostedUi.port,
          path: '/oauth2/jwks',
          ca: hostedUi.certificate,
          servername: 'localhost',
          headers: { host: 'evil.example' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(rebound).toBe(403);
  });

  it('refuses a code with the wrong PKCE verifier', async () => {
    const browser = new Browser();
    const code = (await browser.signIn({ email: 'pkce@example.com' })).searchParams.get('code')!;

    const reply = await browser.exchange(code, { codeVerifier: randomBytes(32).toString('base64url') });

    expect(reply.status).toBe(400);
    expect(tokensOf(reply).error).toBe('invalid_grant');
  });

  it('refuses a code used before', async () => {
    const browser = new Browser();
    const code = (await browser.signIn({ email: 'reuse@example.com' })).searchParams.get('code')!;
    expect((await browser.exchange(code)).status).toBe(200);

    const again = await browser.exchange(code);

    expect(again.status).toBe(400);
    expect(tokensOf(again).error).toBe('invalid_grant');
  });

  it('refuses a redirect URI the app client does not have, at the start and at the exchange', async () => {
    const browser = new Browser();
    const start = await browser.send('GET', authorizePath({ redirect_uri: 'https://evil.example/' }));
    // Shown on the hosted UI, never sent on to the foreign address.
    expect(start.status).toBe(400);
    expect(start.headers.location).toBeUndefined();
    expect(start.body).toContain('redirect_uri');

    const code = (await browser.signIn({ email: 'redirect@example.com' })).searchParams.get('code')!;
    const reply = await browser.exchange(code, { redirectUri: 'https://evil.example/' });
    expect(reply.status).toBe(400);
    expect(tokensOf(reply).error).toBe('invalid_grant');
  });

  it('links the provider to the account of a verified address: one person, one account', async () => {
    const { User } = (await cognito.call('AdminCreateUser', {
      UserPoolId: pool.userPoolId,
      Username: 'owner@example.com',
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
    })) as { User: { Attributes: { Name: string; Value: string }[] } };
    const ownerSub = User.Attributes.find((a) => a.Name === 'sub')!.Value;

    const browser = new Browser();
    const code = (await browser.signIn({ email: 'Owner@Example.com' })).searchParams.get('code')!;
    const claims = claimsOf(tokensOf(await browser.exchange(code)).id_token);

    expect(claims).toMatchObject({
      sub: ownerSub,
      identities: [expect.objectContaining({ providerName: 'Google' })],
    });
    // Signing in again does not link twice.
    const later = new Browser();
    const again = claimsOf(
      tokensOf(
        await later.exchange((await later.signIn({ email: 'owner@example.com' })).searchParams.get('code')!),
      ).id_token,
    );
    expect(again).toMatchObject({ sub: ownerSub });
    expect(again.identities).toHaveLength(1);
  });

  it('does not hand an account whose address nobody verified to whoever signs in with that address', async () => {
    await cognito.call('AdminCreateUser', {
      UserPoolId: pool.userPoolId,
      Username: 'squatted@example.com',
      MessageAction: 'SUPPRESS',
    });

    const callback = await new Browser().signIn({ email: 'squatted@example.com' });

    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('error_description')).toContain('not verified');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('ends its own session at /logout, so the next sign-in asks again', async () => {
    const browser = new Browser();
    await browser.signIn({ email: 'leaver@example.com' });
    const stillSignedIn = await browser.signIn({ email: 'ignored@example.com' });
    // Without logout, the session answers at once (no page) for the same person.
    expect(stillSignedIn.searchParams.get('code')).toBeTruthy();

    const logout = await browser.send(
      'GET',
      `/logout?${new URLSearchParams({ client_id: pool.userPoolClientId, logout_uri: REDIRECT })}`,
    );
    const form = /action="([^"]+)"[\s\S]*name="xsrf" value="([^"]+)"/.exec(logout.body);
    expect(form).not.toBeNull();
    const confirmed = await browser.send('POST', form![1]!.replace(/^https:\/\/[^/]+/, ''), {
      origin: `https://127.0.0.1:${hostedUi.port}`,
      form: { xsrf: form![2]!, logout: 'yes' },
    });
    expect(confirmed.headers.location).toBe(REDIRECT);

    const next = await browser.send('GET', authorizePath());
    expect(String(next.headers.location)).toMatch(/^\/login\//);
  });
});
