import {
  CognitoIdentityProviderClient,
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
  SignUpCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect } from 'vitest';
import type { LocalStack } from '../../src/index';

/** The AWS SDK's Cognito client pointed at the stack's Cognito endpoint, as Amplify is. */
export function cognitoClient(stack: LocalStack): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: stack.config.cognitoEndpoint!,
    region: stack.region,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    maxAttempts: 1,
  });
}

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export async function signIn(stack: LocalStack, email: string, password: string): Promise<Tokens> {
  const { AuthenticationResult } = await cognitoClient(stack).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return {
    idToken: AuthenticationResult!.IdToken!,
    accessToken: AuthenticationResult!.AccessToken!,
    refreshToken: AuthenticationResult!.RefreshToken!,
  };
}

/** Registration as the web app does it: SignUp (the PreSignUp trigger confirms), then sign-in. */
export async function signUp(
  stack: LocalStack,
  user: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<{ userConfirmed: boolean; sub: string; tokens: Tokens }> {
  const attributes = [
    ...(user.firstName ? [{ Name: 'given_name', Value: user.firstName }] : []),
    ...(user.lastName ? [{ Name: 'family_name', Value: user.lastName }] : []),
  ];
  const result = await cognitoClient(stack).send(
    new SignUpCommand({
      ClientId: stack.config.userPoolClientId,
      Username: user.email,
      Password: user.password,
      UserAttributes: attributes,
    }),
  );
  return {
    userConfirmed: result.UserConfirmed === true,
    sub: result.UserSub!,
    tokens: await signIn(stack, user.email, user.password),
  };
}

/**
 * Verifies a user's e-mail address as the web's banner does: a code to the address (cognito-local prints
 * it to the stack's log, `printed`), the code back, then a refreshed session. Returns its new ID token.
 */
export async function verifyAddress(
  stack: LocalStack,
  user: { email: string; tokens: Tokens },
  printed: readonly string[],
): Promise<string> {
  const cognito = cognitoClient(stack);
  const AccessToken = user.tokens.accessToken;
  await cognito.send(new GetUserAttributeVerificationCodeCommand({ AccessToken, AttributeName: 'email' }));
  const line = new RegExp(`confirmation code for ${user.email.replace(/[.+]/g, '\\$&')}: (\\d+)`);
  const code = printed
    .map((text) => line.exec(text)?.[1])
    .filter(Boolean)
    .at(-1);
  expect(code).toMatch(/^\d{6}$/);
  await cognito.send(new VerifyUserAttributeCommand({ AccessToken, AttributeName: 'email', Code: code! }));
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.config.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: user.tokens.refreshToken },
    }),
  );
  return AuthenticationResult!.IdToken!;
}

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
