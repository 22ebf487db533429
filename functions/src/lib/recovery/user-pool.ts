import { AUTH_MESSAGES } from '@reno/domain';
import { API_CLIENT_POLICY } from '../aws/client-policy';
import { ValidationError } from '../http/errors';
import type * as UserPoolSdk from './user-pool-sdk';

type Sdk = Omit<typeof UserPoolSdk, 'CognitoIdentityProviderClient'> & {
  client: UserPoolSdk.CognitoIdentityProviderClient;
};
let loaded: Promise<Sdk> | undefined;

/**
 * The Cognito client, loaded on first use. USER_POOL_ID names the pool; COGNITO_ENDPOINT is set only
 * locally (the stack's operator endpoint of cognito-local).
 */
function loadUserPool(): Promise<Sdk> {
  const endpoint = process.env.COGNITO_ENDPOINT;
  loaded ??= import('./user-pool-sdk').then((sdk) => ({
    AdminGetUserCommand: sdk.AdminGetUserCommand,
    AdminSetUserPasswordCommand: sdk.AdminSetUserPasswordCommand,
    AdminUpdateUserAttributesCommand: sdk.AdminUpdateUserAttributesCommand,
    AdminUserGlobalSignOutCommand: sdk.AdminUserGlobalSignOutCommand,
    InvalidPasswordException: sdk.InvalidPasswordException,
    UserNotFoundException: sdk.UserNotFoundException,
    client: new sdk.CognitoIdentityProviderClient({
      ...API_CLIENT_POLICY,
      ...(endpoint ? { endpoint } : {}),
    }),
  }));
  return loaded;
}

function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}

export interface RecoverableAccount {
  /** Cognito's user name (the pool signs in by e-mail; this is the internal one). */
  username: string;
  /** The account's subject, which keys its recovery code. */
  subject: string;
  /** The address as the account holds it. */
  email: string;
}

/**
 * The account of this address if it needs our recovery: it exists, is enabled and confirmed, and its
 * address was never verified (a verified one gets Cognito's own reset code). Otherwise null.
 */
export async function findAccountNeedingRecovery(email: string): Promise<RecoverableAccount | null> {
  const { client, AdminGetUserCommand, UserNotFoundException } = await loadUserPool();
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    const eligible =
      user.Enabled !== false &&
      user.UserStatus === 'CONFIRMED' &&
      attribute('email')?.toLowerCase() === email &&
      attribute('email_verified') !== 'true';
    const subject = attribute('sub');
    return eligible && user.Username && subject
      ? { username: user.Username, subject, email: attribute('email')! }
      : null;
  } catch (error) {
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

/**
 * Sets the new password (permanent) and marks the address verified: the person just proved it by
 * entering the code mailed to it. A password the pool refuses is a 400 on `newPassword`.
 */
export async function setPasswordAndVerifyAddress(
  account: RecoverableAccount,
  password: string,
): Promise<void> {
  const { client, AdminSetUserPasswordCommand, InvalidPasswordException } = await loadUserPool();
  const UserPoolId = userPoolId();
  try {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username: account.username,
        Password: password,
        Permanent: true,
      }),
    );
  } catch (error) {
    if (error instanceof InvalidPasswordException) {
      throw new ValidationError([{ path: ['newPassword'], message: AUTH_MESSAGES.passwordLength }]);
    }
    throw error;
  }
  await markAddressVerified(account);
}

/**
 * Marks the account's address verified: its owner just proved it (the code mailed to it, or the
 * invitation link mailed to it).
 */
export async function markAddressVerified(account: { username: string; email: string }): Promise<void> {
  const { client, AdminUpdateUserAttributesCommand } = await loadUserPool();
  await client.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: account.username,
      // The address itself goes along: Cognito's documented way to set a verified address in one call
      // (cognito-local refuses email_verified alone).
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/**
 * Revokes every refresh token of the account (Cognito's global sign-out): after the address was proven
 * or the password reset, nobody who signed in before keeps a way to new tokens. The pool is this
 * function's (USER_POOL_ID) unless the caller names it (a trigger, told by its event). The ID tokens already issued stay valid for
 * their hour; `endSessionsBefore` (the profile) has the API and the chat refuse those.
 */
export async function signOutEverywhere(username: string, poolId = userPoolId()): Promise<void> {
  const { client, AdminUserGlobalSignOutCommand } = await loadUserPool();
  await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId, Username: username }));
}
