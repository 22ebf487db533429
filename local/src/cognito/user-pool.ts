import type { CognitoLocal } from './cognito-local';

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** Token lifetimes as the deployed app client has them (Cognito's defaults: 1 h, 1 h, 30 days). */
const TOKEN_VALIDITY = {
  AccessTokenValidity: 60,
  IdTokenValidity: 60,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
};

/** Reuses the pool and app client of an earlier start, or creates them (first start, or data reset). */
export async function ensureUserPool(
  cognito: CognitoLocal,
  known: Partial<UserPoolIds>,
): Promise<UserPoolIds> {
  if (known.userPoolId && known.userPoolClientId) {
    const exists = await cognito
      .call('DescribeUserPoolClient', { UserPoolId: known.userPoolId, ClientId: known.userPoolClientId })
      .then(
        () => true,
        () => false,
      );
    if (exists) return { userPoolId: known.userPoolId, userPoolClientId: known.userPoolClientId };
  }
  const { UserPool } = (await cognito.call('CreateUserPool', {
    PoolName: 'reno-local',
    UsernameAttributes: ['email'],
    // The password rule of docs/product.md#validation-auth: at least 8 characters, nothing more.
    Policies: {
      PasswordPolicy: {
        MinimumLength: 8,
        RequireLowercase: false,
        RequireUppercase: false,
        RequireNumbers: false,
        RequireSymbols: false,
      },
    },
  })) as { UserPool: { Id: string } };
  const { UserPoolClient } = (await cognito.call('CreateUserPoolClient', {
    UserPoolId: UserPool.Id,
    ClientName: 'reno-web',
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    EnableTokenRevocation: true,
    PreventUserExistenceErrors: 'ENABLED',
    ...TOKEN_VALIDITY,
  })) as { UserPoolClient: { ClientId: string } };
  return { userPoolId: UserPool.Id, userPoolClientId: UserPoolClient.ClientId };
}
