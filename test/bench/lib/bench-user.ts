import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { updateSubscription, type DataContext } from '@reno/data';
import type { LocalStack } from '@reno/local';
import { createApiClient, type ApiClient } from './api-client';

export interface BenchUser {
  sub: string;
  idToken: string;
  api: ApiClient;
}

function cognito(stack: LocalStack) {
  return new CognitoIdentityProviderClient({
    endpoint: stack.config.cognitoEndpoint ?? `${stack.url}/cognito`,
    region: stack.region,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
  });
}

/** Signs in as the web app does (USER_PASSWORD_AUTH) and returns the ID token the API accepts. */
async function signIn(stack: LocalStack, email: string, password: string): Promise<BenchUser> {
  const { AuthenticationResult } = await cognito(stack).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = AuthenticationResult?.IdToken;
  if (!idToken) throw new Error(`No ID token for ${email}`);
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
  };
  return { sub: claims.sub, idToken, api: createApiClient(stack.url, idToken) };
}

/**
 * A new Pro user (the Free plan stops at 5 expenses): registered through cognito-local (its PreSignUp
 * trigger confirms), profile created by the real GET /api/user, then upgraded as the admin would.
 */
export async function createProUser(stack: LocalStack, ctx: DataContext, label: string): Promise<BenchUser> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.example.com`;
  const password = `bench-${Math.random().toString(36).slice(2)}-Pw1`;
  await cognito(stack).send(
    new SignUpCommand({
      ClientId: stack.config.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'given_name', Value: 'Bench' },
        { Name: 'family_name', Value: label },
      ],
    }),
  );
  const user = await signIn(stack, email, password);
  await user.api.call('GET', '/api/user');
  await updateSubscription(ctx, user.sub, {
    status: 'active',
    renewalDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  return user;
}
