import type { LocalStack } from '@reno/local';

/** The ID token of the stack's demo account, signed in as the web app signs in (Cognito's InitiateAuth). */
export async function demoIdToken(stack: LocalStack): Promise<string> {
  const response = await fetch(stack.config.cognitoEndpoint!, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.config.userPoolClientId,
      AuthParameters: { USERNAME: stack.demo!.email, PASSWORD: stack.demo!.password },
    }),
  });
  const { AuthenticationResult } = (await response.json()) as { AuthenticationResult: { IdToken: string } };
  return AuthenticationResult.IdToken;
}
