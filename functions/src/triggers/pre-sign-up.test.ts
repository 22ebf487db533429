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

  it('confirms the user so registration signs in at once, and leaves the e-mail unverified until proven', async () => {
    const result = await handler(signUpEvent('ann@example.com'));

    expect(result.response).toEqual({
      autoConfirmUser: true,
      autoVerifyEmail: false,
      autoVerifyPhone: false,
    });
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
