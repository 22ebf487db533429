import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler } from './pre-sign-up';

function signUpEvent(email: string | undefined): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'local_pool',
    userName: 'ann',
    callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'web' },
    triggerSource: 'PreSignUp_SignUp',
    request: { userAttributes: email ? { email } : {} },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

describe('PreSignUp trigger', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('confirms the user and verifies the email so registration signs in at once', async () => {
    const result = await handler(signUpEvent('ann@example.com'));

    expect(result.response).toEqual({ autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false });
  });

  it('confirms without marking an email verified when there is none', async () => {
    const result = await handler(signUpEvent(undefined));

    expect(result.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: false });
  });

  it('leaves confirmation to Cognito when email verification is switched on', async () => {
    vi.stubEnv('REQUIRE_EMAIL_VERIFICATION', 'true');

    const result = await handler(signUpEvent('ann@example.com'));

    expect(result.response).toEqual({
      autoConfirmUser: false,
      autoVerifyEmail: false,
      autoVerifyPhone: false,
    });
  });
});
