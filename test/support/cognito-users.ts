import { randomUUID } from 'node:crypto';
import type { LocalStack } from '@reno/local';
import { newClientAddress, requestFrom } from './client-address';

/**
 * Signs test users up and in through the stack's cognito-local endpoint with the plain AWS JSON
 * protocol (what Amplify sends), so the API sees real, signed ID and access tokens.
 */
export interface CognitoTokens {
  sub: string;
  idToken: string;
  accessToken: string;
}

/** The stack's user pool as a client sees it: cognito-local's endpoint and the web app's client id. */
export interface UserPoolClient {
  endpoint: string;
  clientId: string;
}

/** The user pool of a local stack started in this process. */
export function userPoolOf(stack: LocalStack): UserPoolClient {
  return { endpoint: stack.endpoints.cognito, clientId: stack.config.userPoolClientId };
}

/**
 * One Cognito API action over HTTP, from the loopback address `from` when given; a refusal throws with
 * its status and body.
 */
export async function call<T>(endpoint: string, action: string, body: unknown, from?: string): Promise<T> {
  const init = {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  };
  const response = from
    ? await requestFrom(from, endpoint, init)
    : await fetch(endpoint, init).then(async (sent) => ({ status: sent.status, text: await sent.text() }));
  if (response.status >= 300)
    throw new Error(`Cognito ${action} failed: ${response.status} ${response.text}`);
  return JSON.parse(response.text) as T;
}

/**
 * Registers an account (the stack's PreSignUp trigger confirms it) and returns its sub. It signs up from a
 * client address of its own, as a person does from their machine: the stack's sign-up rate rule counts
 * per address (docs/product.md#rate-limits).
 */
export async function signUp(
  cognito: UserPoolClient,
  email: string,
  password: string,
  attributes: Record<string, string>,
  from = newClientAddress(),
): Promise<string> {
  const { UserSub } = await call<{ UserSub: string }>(
    cognito.endpoint,
    'SignUp',
    {
      ClientId: cognito.clientId,
      Username: email,
      Password: password,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    },
    from,
  );
  return UserSub;
}

/**
 * Signs in as the web app does (USER_PASSWORD_AUTH); a wrong password throws. The refresh token is
 * what keeps a session going (Amplify refreshes with it).
 */
export async function signIn(
  cognito: UserPoolClient,
  email: string,
  password: string,
): Promise<Omit<CognitoTokens, 'sub'> & { refreshToken: string }> {
  const { AuthenticationResult } = await call<{
    AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string };
  }>(cognito.endpoint, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: cognito.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return {
    idToken: AuthenticationResult.IdToken,
    accessToken: AuthenticationResult.AccessToken,
    refreshToken: AuthenticationResult.RefreshToken,
  };
}

/** The claims a token carries (its payload, not verified): `sub`, `email_verified` … */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** A new account, signed in; its password too, for a later sign-in (fresh claims). */
export async function signUpAndIn(
  cognito: UserPoolClient,
  user: { email: string; givenName: string; familyName: string },
): Promise<CognitoTokens & { password: string }> {
  const password = `Pw-${randomUUID()}`;
  const sub = await signUp(cognito, user.email, password, {
    email: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
  });
  return { sub, password, ...(await signIn(cognito, user.email, password)) };
}
