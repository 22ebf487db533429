import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { API_CLIENT_POLICY } from '../lib/aws/client-policy';

/** Cognito names federated users `<provider>_<subject>`, social providers sometimes in lower case. */
const SOCIAL_PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  loginwithamazon: 'LoginWithAmazon',
  signinwithapple: 'SignInWithApple',
};

/** Refused: linking would hand an account to someone who merely typed its address at sign-up. */
export class UnverifiedAccountError extends Error {
  constructor() {
    super(
      'An account with this e-mail address exists but the address is not verified. Sign in with your ' +
        'password, verify the address, then sign in with your provider again.',
    );
    this.name = 'UnverifiedAccountError';
  }
}

let defaultClient: CognitoIdentityProviderClient | undefined;
const cognitoClient = () => (defaultClient ??= new CognitoIdentityProviderClient(API_CLIENT_POLICY));

/**
 * A first federated sign-in (PreSignUp_ExternalProvider) whose provider vouches for an address that an
 * e-mail account of the pool already holds, verified: the provider identity is linked to that account
 * (AdminLinkProviderForUser), so the person keeps one account and its data. An unverified account is not
 * linked; the sign-in is refused with the reason. No such account: Cognito makes a new user.
 */
export async function linkToExistingAccount(
  event: PreSignUpTriggerEvent,
  client: CognitoIdentityProviderClient = cognitoClient(),
): Promise<'linked' | 'new user'> {
  const { email, email_verified: providerVerified } = event.request.userAttributes;
  if (!email || providerVerified !== 'true' || /["\\]/.test(email)) return 'new user';

  const { Users = [] } = await client.send(
    new ListUsersCommand({ UserPoolId: event.userPoolId, Filter: `email = "${email}"`, Limit: 60 }),
  );
  const account = Users.find((user) => user.UserStatus !== 'EXTERNAL_PROVIDER');
  if (!account?.Username) return 'new user';
  if (attribute(account, 'email_verified') !== 'true') throw new UnverifiedAccountError();

  const separator = event.userName.indexOf('_');
  const prefix = event.userName.slice(0, separator);
  await client.send(
    new AdminLinkProviderForUserCommand({
      UserPoolId: event.userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: account.Username },
      SourceUser: {
        ProviderName: SOCIAL_PROVIDER_NAMES[prefix.toLowerCase()] ?? prefix,
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: event.userName.slice(separator + 1),
      },
    }),
  );
  return 'linked';
}

function attribute(user: UserType, name: string): string | undefined {
  return user.Attributes?.find((a) => a.Name === name)?.Value;
}
