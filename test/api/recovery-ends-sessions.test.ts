// Account pre-hijack (issue 37, item 1): someone signs up first with another person's address and keeps
// the session. When the owner proves the address (the recovery code mailed to it), every earlier session
// ends: refresh tokens are revoked in cognito-local, and ID tokens issued before are refused by the API
// and by the chat's function URL. The same after a password reset with Cognito's own code (a verified
// address; the PostConfirmation trigger). Real parts: cognito-local, DynamoDB Local, the stack's mail log.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { call, signIn, signUp } from '../support/cognito-users';
import { codesInLog } from '../support/mailed-codes';
import { api, request, type TestUser } from './support/api-client';

const cognito = inject('cognito');

/** Amplify 6's refresh (GetTokensFromRefreshToken); the older InitiateAuth REFRESH_TOKEN_AUTH too. */
const refreshes = (refreshToken: string) => [
  call(cognito.endpoint, 'GetTokensFromRefreshToken', {
    ClientId: cognito.clientId,
    RefreshToken: refreshToken,
  }),
  call(cognito.endpoint, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: cognito.clientId,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  }),
];

const asUser = (sub: string, email: string, idToken: string): TestUser => ({
  sub,
  email,
  givenName: 'Sam',
  familyName: 'Squatter',
  idToken,
});

const viewer = { 'cloudfront-viewer-address': `203.0.113.${Math.floor(Math.random() * 250) + 1}:443` };

async function recoverWithMailedCode(email: string, newPassword: string): Promise<void> {
  expect((await request('POST', '/api/auth/recovery', { body: { email }, headers: viewer })).status).toBe(
    202,
  );
  const code = (await codesInLog(inject('mailLog'), email)).at(-1)!;
  const confirmed = await request('POST', '/api/auth/recovery/confirm', {
    body: { email, code, newPassword },
    headers: viewer,
  });
  expect(confirmed.status).toBe(204);
}

/** Every earlier session is over: both refreshes refused, the ID tokens refused by the API and the chat. */
async function expectSessionsEnded(refreshToken: string, oldUsers: TestUser[]): Promise<void> {
  const afterwards = await Promise.allSettled(refreshes(refreshToken));
  expect(afterwards.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  for (const outcome of afterwards) {
    expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/failed: 400 .*NotAuthorized/);
  }
  for (const old of oldUsers) {
    expect((await api.get('/api/user', old)).status).toBe(401);
    expect((await api.get('/api/ai-chat', old)).status).toBe(401);
  }
}

describe('proving the address ends every earlier session (account pre-hijack)', () => {
  it("revokes the squatter's refresh token and refuses the ID token it already holds; the owner's new session works", async () => {
    const email = `owner-${randomUUID()}@example.com`;
    const squatterPassword = `Squat-${randomUUID()}`;
    // The squatter registers the owner's address first (confirmed at once, address unverified) and stays
    // signed in, as the web leaves them: a profile made by GET /api/user, a refresh token kept.
    const sub = await signUp(cognito, email, squatterPassword, { email });
    const squatter = await signIn(cognito, email, squatterPassword);
    expect((await api.get('/api/user', asUser(sub, email, squatter.idToken))).status).toBe(200);
    // The refresh token works until then, and mints more ID tokens.
    const [refreshed] = (await Promise.all(refreshes(squatter.refreshToken))) as {
      AuthenticationResult: { IdToken: string };
    }[];

    await recoverWithMailedCode(email, 'the owner’s own password');

    await expectSessionsEnded(
      squatter.refreshToken,
      [squatter.idToken, refreshed!.AuthenticationResult.IdToken].map((idToken) =>
        asUser(sub, email, idToken),
      ),
    );

    const owner = asUser(sub, email, (await signIn(cognito, email, 'the owner’s own password')).idToken);
    const profile = await api.get('/api/user', owner);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email });
    expect((await api.get('/api/ai-chat', owner)).status).toBe(200);
    expect((await api.get('/api/projects', owner)).status).toBe(200);
  });
});

describe("a password reset with Cognito's code ends every earlier session", () => {
  it('revokes the refresh tokens and refuses the ID tokens issued before; the new sign-in works', async () => {
    const email = `reset-${randomUUID()}@example.com`;
    const sub = await signUp(cognito, email, 'the old password', { email });
    const earlier = await signIn(cognito, email, 'the old password');
    // The owner verified the address (the banner's code), so Cognito mails its own reset code to it.
    await call(cognito.endpoint, 'GetUserAttributeVerificationCode', {
      AccessToken: earlier.accessToken,
      AttributeName: 'email',
    });
    await call(cognito.endpoint, 'VerifyUserAttribute', {
      AccessToken: earlier.accessToken,
      AttributeName: 'email',
      Code: (await codesInLog(inject('mailLog'), email)).at(-1)!,
    });
    const before = asUser(sub, email, earlier.idToken);
    expect((await api.get('/api/user', before)).status).toBe(200);
    const codesBefore = (await codesInLog(inject('mailLog'), email)).length;

    await call(cognito.endpoint, 'ForgotPassword', { ClientId: cognito.clientId, Username: email });
    const codes = await codesInLog(inject('mailLog'), email);
    expect(codes.length).toBe(codesBefore + 1);
    await call(cognito.endpoint, 'ConfirmForgotPassword', {
      ClientId: cognito.clientId,
      Username: email,
      ConfirmationCode: codes.at(-1)!,
      Password: 'the new password',
    });

    await expectSessionsEnded(earlier.refreshToken, [before]);
    const after = asUser(sub, email, (await signIn(cognito, email, 'the new password')).idToken);
    expect((await api.get('/api/user', after)).status).toBe(200);
  });
});
