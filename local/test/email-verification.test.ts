import { ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/index';
import { cognitoClient, signIn } from './support/cognito-client';

let stack: LocalStack;
const infoLines: string[] = [];

beforeAll(async () => {
  process.env.REQUIRE_EMAIL_VERIFICATION = 'true';
  stack = await startLocalStack({
    port: 0,
    web: 'none',
    logger: { info: (line) => infoLines.push(line), warn: () => {}, error: () => {} },
  });
});

afterAll(async () => {
  delete process.env.REQUIRE_EMAIL_VERIFICATION;
  await stack?.stop();
});

describe('with REQUIRE_EMAIL_VERIFICATION=true', () => {
  it('still creates a demo account that can sign in', async () => {
    const { idToken } = await signIn(stack, stack.demo!.email, stack.demo!.password);
    expect(idToken).toEqual(expect.any(String));
  });

  it('tells the web app, leaves new users unconfirmed, and prints the code that confirms them', async () => {
    expect(stack.config.emailVerification).toBe(true);
    const cognito = cognitoClient(stack);
    const signUp = await cognito.send(
      new SignUpCommand({
        ClientId: stack.config.userPoolClientId,
        Username: 'careful@example.com',
        Password: 'verify-me-1',
      }),
    );
    expect(signUp.UserConfirmed).toBe(false);
    await expect(signIn(stack, 'careful@example.com', 'verify-me-1')).rejects.toMatchObject({
      name: 'UserNotConfirmedException',
    });

    const code = infoLines
      .map((line) => /confirmation code for careful@example\.com: (\d+)/.exec(line)?.[1])
      .find(Boolean);
    expect(code).toMatch(/^\d{6}$/);
    await cognito.send(
      new ConfirmSignUpCommand({
        ClientId: stack.config.userPoolClientId,
        Username: 'careful@example.com',
        ConfirmationCode: code,
      }),
    );

    const { idToken } = await signIn(stack, 'careful@example.com', 'verify-me-1');
    const user = await fetch(`${stack.url}/api/user`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(user.status).toBe(200);
  });
});
