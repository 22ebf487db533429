import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
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

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
