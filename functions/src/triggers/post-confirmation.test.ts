import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { triggerEventBase } from '../../test/support/trigger-event';
import { handler } from './post-confirmation';

// The whole path runs on cognito-local and DynamoDB Local in test/api/recovery-ends-sessions.test.ts;
// here, which confirmations end sessions at all (a mocked pool, so no session ends by mistake).
const pool = mockClient(CognitoIdentityProviderClient);

function confirmation(
  triggerSource: PostConfirmationTriggerEvent['triggerSource'],
): PostConfirmationTriggerEvent {
  return {
    ...triggerEventBase,
    triggerSource,
    request: { userAttributes: { sub: 'ann-sub', email: 'ann@example.com' } },
    response: {},
  };
}

describe('PostConfirmation trigger', () => {
  afterEach(() => pool.reset());

  it('ends no session when a sign-up is confirmed', async () => {
    const event = confirmation('PostConfirmation_ConfirmSignUp');
    expect(await handler(event)).toBe(event);
    expect(pool.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });

  it('refuses a reset event without the user’s sub before signing anyone out', async () => {
    const event = confirmation('PostConfirmation_ConfirmForgotPassword');
    delete event.request.userAttributes.sub;
    await expect(handler(event)).rejects.toThrow(/sub/);
    expect(pool.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });
});
