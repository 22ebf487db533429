import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import { testConfig } from '../../../testing/test-config';
import { createAmplifyAuthService } from './amplify-auth-service';

// The local stack's shape, with a Cognito endpoint nothing answers on.
const config: RuntimeConfig = {
  ...testConfig,
  userPoolClientId: 'client-under-test',
  cognitoEndpoint: 'http://127.0.0.1:9/cognito',
  demoVideoUrl: null,
};

// These run the real Amplify modules (no mocks); no request leaves jsdom because no tokens exist.
describe('createAmplifyAuthService', () => {
  it('answers signed out without loading Amplify when nothing is stored', async () => {
    await expect(createAmplifyAuthService(config).getIdToken()).resolves.toBeNull();
  });

  it('asks Amplify when a session may exist, and answers signed out when its tokens are gone', async () => {
    window.localStorage.setItem('CognitoIdentityServiceProvider.client-under-test.LastAuthUser', 'someone');
    await expect(createAmplifyAuthService(config).getIdToken()).resolves.toBeNull();
  });

  it('answers with a fresh stored ID token and its e-mail claim', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const jwt = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;
    const idToken = jwt({ exp, email_verified: true });
    const prefix = 'CognitoIdentityServiceProvider.client-under-test';
    window.localStorage.setItem(`${prefix}.LastAuthUser`, 'someone');
    window.localStorage.setItem(`${prefix}.someone.idToken`, idToken);
    window.localStorage.setItem(`${prefix}.someone.accessToken`, jwt({ exp }));
    const service = createAmplifyAuthService(config);
    await expect(service.getIdToken()).resolves.toBe(idToken);
    await expect(service.isEmailVerified()).resolves.toBe(true);
  });

  it("turns an unreachable user pool into the 'network' message", async () => {
    const failure = await createAmplifyAuthService(config)
      .signIn('dana@example.com', 'correct horse')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      kind: 'network',
      message: 'Could not reach the sign-in service. Check your connection and try again.',
    });
  });
});
