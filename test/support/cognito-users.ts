import { randomUUID } from 'node:crypto';

/**
 * Signs test users up and in through the stack's cognito-local endpoint with the plain AWS JSON
 * protocol (what Amplify sends), so the API sees real, signed ID and access tokens.
 */
export interface CognitoTokens {
  sub: string;
  idToken: string;
  accessToken: string;
}

/** One Cognito API action over HTTP; a refusal throws with its status and body. */
export async function call<T>(endpoint: string, action: string, body: unknown): Promise<T> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Cognito ${action} failed: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export async function signUpAndIn(
  cognito: { endpoint: string; clientId: string },
  user: { email: string; givenName: string; familyName: string },
): Promise<CognitoTokens> {
  const password = `Pw-${randomUUID()}`;
  const signUp = await call<{ UserSub: string; UserConfirmed?: boolean }>(cognito.endpoint, 'SignUp', {
    ClientId: cognito.clientId,
    Username: user.email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: user.email },
      { Name: 'given_name', Value: user.givenName },
      { Name: 'family_name', Value: user.familyName },
    ],
  });
  const signIn = await call<{ AuthenticationResult: { IdToken: string; AccessToken: string } }>(
    cognito.endpoint,
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.clientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: password },
    },
  );
  return {
    sub: signUp.UserSub,
    idToken: signIn.AuthenticationResult.IdToken,
    accessToken: signIn.AuthenticationResult.AccessToken,
  };
}
