// A Free account asks the assistant only once its address is verified, against the local stack:
// cognito-local signs the account up (confirmed at once, its address unverified) and mails the code.
import { describe, expect, inject, it } from 'vitest';
import { ASSISTANT_NEEDS_VERIFIED_EMAIL } from '@reno/domain';
import { call, tokenClaims } from '../support/cognito-users';
import { codesInLog } from '../support/mailed-codes';
import { api, newUser } from './support/api-client';

const cognito = inject('cognito');

describe('the assistant and an unverified address', () => {
  it('asks a new Free account to verify its address (403), then answers once a token says it is', async () => {
    const user = await newUser();
    expect(tokenClaims(user.idToken!)).toMatchObject({ email_verified: false });

    const refused = await api.post('/api/ai-chat', user, { content: 'How much have I spent?' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: ASSISTANT_NEEDS_VERIFIED_EMAIL });
    // The panel still opens on the (empty) history.
    expect((await api.get('/api/ai-chat', user)).body).toEqual([]);

    // What the banner does: a code to the address, the code back, then a refreshed session.
    const { accessToken, refreshToken } = user as typeof user & { refreshToken: string };
    await call(cognito.endpoint, 'GetUserAttributeVerificationCode', {
      AccessToken: accessToken,
      AttributeName: 'email',
    });
    const code = (await codesInLog(inject('mailLog'), user.email)).at(-1);
    await call(cognito.endpoint, 'VerifyUserAttribute', {
      AccessToken: accessToken,
      AttributeName: 'email',
      Code: code,
    });
    const { AuthenticationResult } = await call<{ AuthenticationResult: { IdToken: string } }>(
      cognito.endpoint,
      'InitiateAuth',
      {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: cognito.clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      },
    );

    const answered = await api.post(
      '/api/ai-chat',
      { ...user, idToken: AuthenticationResult.IdToken },
      { content: 'How much have I spent?' },
    );
    expect(answered.status).toBe(200);
    expect(answered.headers['content-type']).toContain('text/event-stream');
    expect(answered.text).toContain('"type":"complete"');
  });
});
