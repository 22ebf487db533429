import { createHash, randomBytes } from 'node:crypto';
import type { CognitoLocal } from '../cognito/cognito-local';

/** Who the identity provider says the person is. */
export interface ProviderProfile {
  providerName: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** One entry of Cognito's `identities` attribute (a JSON list), as federated users have it. */
interface LinkedIdentity {
  userId: string;
  providerName: string;
  providerType: string;
  issuer: null;
  primary: boolean;
  dateCreated: number;
}

interface PoolUser {
  Username: string;
  UserAttributes?: { Name: string; Value: string }[];
}

/** An existing account holds the address but never proved it: linking would hand it to whoever made it. */
export class LinkRefusedError extends Error {
  constructor(email: string) {
    super(
      `An account for ${email} exists but its e-mail address is not verified. Sign in with your password, ` +
        'verify the address, then sign in with the provider again.',
    );
    this.name = 'LinkRefusedError';
  }
}

/**
 * The user pool side of a federated sign-in, as Cognito with the PreSignUp trigger of `functions/`
 * does it: the provider identity of an address the pool already holds (verified) is linked to that
 * account, so the person keeps one account; otherwise a new user is made from the provider's e-mail and
 * names, its address verified by the provider. Returns the user's `sub`.
 */
export async function federatedSignIn(
  cognito: CognitoLocal,
  userPoolId: string,
  profile: ProviderProfile,
): Promise<string> {
  const email = profile.email.trim().toLowerCase();
  const identity = providerIdentity(profile.providerName, email);
  const existing = await getUser(cognito, userPoolId, email);
  if (existing) {
    const attributes = attributeMap(existing);
    const identities = parseIdentities(attributes.identities);
    const linked = identities.some(
      (known) => known.providerName === identity.providerName && known.userId === identity.userId,
    );
    if (!linked) {
      if (attributes.email_verified !== 'true') throw new LinkRefusedError(email);
      const linkedIdentity = { ...identity, primary: false };
      await cognito.setIdentities(
        userPoolId,
        existing.Username,
        JSON.stringify([...identities, linkedIdentity]),
      );
    }
    return attributes.sub!;
  }
  const { User } = (await cognito.call('AdminCreateUser', {
    UserPoolId: userPoolId,
    Username: email,
    MessageAction: 'SUPPRESS',
    // Never told to anyone: the account signs in through the provider only.
    TemporaryPassword: randomBytes(24).toString('base64url'),
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'given_name', Value: profile.givenName },
      { Name: 'family_name', Value: profile.familyName },
      { Name: 'name', Value: `${profile.givenName} ${profile.familyName}`.trim() },
      { Name: 'identities', Value: JSON.stringify([identity]) },
    ],
  })) as { User: { Attributes: { Name: string; Value: string }[] } };
  return User.Attributes.find((a) => a.Name === 'sub')!.Value;
}

/** The ID token and userInfo claims of a pool user, as Cognito puts them for a federated sign-in. */
export async function accountClaims(
  cognito: CognitoLocal,
  userPoolId: string,
  sub: string,
): Promise<Record<string, unknown> | null> {
  const user = await getUser(cognito, userPoolId, sub);
  if (!user) return null;
  const attributes = attributeMap(user);
  const claims: Record<string, unknown> = {
    sub: attributes.sub,
    'cognito:username': user.Username,
    identities: parseIdentities(attributes.identities),
    email: attributes.email,
    email_verified: attributes.email_verified === 'true',
  };
  for (const name of ['name', 'given_name', 'family_name'] as const) {
    if (attributes[name]) claims[name] = attributes[name];
  }
  return claims;
}

/** The provider's subject for an address: stable, so the same person is recognised next time. */
function providerIdentity(providerName: string, email: string): LinkedIdentity {
  const digest = createHash('sha256').update(`${providerName}:${email}`).digest('hex');
  return {
    userId: BigInt(`0x${digest.slice(0, 15)}`).toString(),
    providerName,
    providerType: providerName === 'Google' ? 'Google' : 'OIDC',
    issuer: null,
    primary: true,
    dateCreated: Date.now(),
  };
}

/** By `sub`, username or (the pool signs in by e-mail) address. */
async function getUser(
  cognito: CognitoLocal,
  userPoolId: string,
  username: string,
): Promise<PoolUser | null> {
  return (await cognito
    .call('AdminGetUser', { UserPoolId: userPoolId, Username: username })
    .catch(() => null)) as PoolUser | null;
}

function attributeMap(user: PoolUser): Record<string, string | undefined> {
  return Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
}

function parseIdentities(value: string | undefined): LinkedIdentity[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(parsed) ? (parsed as LinkedIdentity[]) : [];
  } catch {
    return [];
  }
}
