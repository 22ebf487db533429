import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { triggerEventBase } from '../../test/support/trigger-event';
import { handler } from './pre-sign-up';

function signUpEvent(email: string | undefined): PreSignUpTriggerEvent {
  return {
    ...triggerEventBase,
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

describe('PreSignUp trigger, first sign-in with a provider', () => {
  const cognito = mockClient(CognitoIdentityProviderClient);
  beforeEach(() => {
    cognito.reset();
    cognito.on(AdminLinkProviderForUserCommand).resolves({});
  });

  function providerEvent(
    userName: string,
    attributes: Record<string, string> = { email: 'ann@example.com', email_verified: 'true' },
  ): PreSignUpTriggerEvent {
    return {
      ...signUpEvent(undefined),
      userPoolId: 'us-east-1_pool',
      userName,
      triggerSource: 'PreSignUp_ExternalProvider',
      request: { userAttributes: attributes },
    };
  }
  const emailAccount = (verified: boolean): UserType => ({
    Username: 'a1b2-uuid',
    UserStatus: 'CONFIRMED',
    Attributes: [
      { Name: 'email', Value: 'ann@example.com' },
      { Name: 'email_verified', Value: String(verified) },
    ],
  });

  it('links the provider identity to the e-mail account of the same verified address', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [emailAccount(true)] });

    const event = providerEvent('google_1234567890');
    const result = await handler(event);

    expect(cognito.commandCalls(ListUsersCommand)[0]!.args[0].input).toMatchObject({
      UserPoolId: 'us-east-1_pool',
      Filter: 'email = "ann@example.com"',
    });
    const links = cognito.commandCalls(AdminLinkProviderForUserCommand);
    expect(links).toHaveLength(1);
    expect(links[0]!.args[0].input).toEqual({
      UserPoolId: 'us-east-1_pool',
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'a1b2-uuid' },
      SourceUser: {
        ProviderName: 'Google',
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: '1234567890',
      },
    });
    expect(result.response).toEqual(event.response);
  });

  it('keeps an OIDC provider’s own name and a subject that contains underscores', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [emailAccount(true)] });

    await handler(providerEvent('CorpIdP_abc_def'));

    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)[0]!.args[0].input.SourceUser).toEqual({
      ProviderName: 'CorpIdP',
      ProviderAttributeName: 'Cognito_Subject',
      ProviderAttributeValue: 'abc_def',
    });
  });

  it('refuses to link to an account whose address was never verified (it may be a squatter’s)', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [emailAccount(false)] });

    await expect(handler(providerEvent('Google_1'))).rejects.toThrow(/not verified/);
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('lets Cognito make a new user when no e-mail account holds the address', async () => {
    cognito.on(ListUsersCommand).resolves({
      // Another provider's user of the same address is not an account to link to.
      Users: [{ Username: 'facebook_9', UserStatus: 'EXTERNAL_PROVIDER', Attributes: [] }],
    });

    await handler(providerEvent('Google_1'));

    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('links nothing when the provider does not vouch for the address', async () => {
    await handler(providerEvent('Google_1', { email: 'ann@example.com' }));
    await handler(providerEvent('Google_1', { email: 'ann@example.com', email_verified: 'false' }));

    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('fails the sign-in when Cognito cannot be asked, rather than make a second account', async () => {
    cognito.on(ListUsersCommand).rejects(new Error('throttled'));

    await expect(handler(providerEvent('Google_1'))).rejects.toThrow('throttled');
  });
});
