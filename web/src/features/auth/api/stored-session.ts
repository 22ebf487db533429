// Amplify keeps each user's Cognito tokens in localStorage under
// 'CognitoIdentityServiceProvider.<clientId>.<username>.<idToken|accessToken|clockDrift>', with the user in
// '….<clientId>.LastAuthUser'. Reading them needs none of Amplify's code; refreshing them does.
const PREFIX = 'CognitoIdentityServiceProvider';

/** Tokens closer than this to expiry are left to Amplify to refresh. */
const EXPIRY_MARGIN_MS = 60_000;

export interface StoredSession {
  idToken: string;
  /** The ID token's claims. */
  claims: Record<string, unknown>;
}

/**
 * The session Amplify stored for this app client, when its ID and access tokens stay valid for at least
 * another minute (by their `exp`, corrected by the clock drift Amplify recorded, as Amplify checks them).
 * Requests can then carry the ID token without loading Amplify; the API verifies it as always. Null leaves
 * the session to Amplify: nothing stored, a refresh due, or a token that cannot be read.
 */
export function readStoredSession(
  clientId: string,
  storage: Storage,
  now = Date.now(),
): StoredSession | null {
  const username = storage.getItem(`${PREFIX}.${clientId}.LastAuthUser`);
  if (!username) return null;
  const key = (name: string) => storage.getItem(`${PREFIX}.${clientId}.${username}.${name}`);
  const idToken = key('idToken');
  const claims = idToken ? decodeClaims(idToken) : null;
  const accessClaims = decodeClaims(key('accessToken') ?? '');
  if (!idToken || !claims || !accessClaims) return null;
  const clockDrift = Number.parseInt(key('clockDrift') ?? '0', 10) || 0;
  const fresh = (exp: unknown) => typeof exp === 'number' && now + clockDrift + EXPIRY_MARGIN_MS < exp * 1000;
  return fresh(claims.exp) && fresh(accessClaims.exp) ? { idToken, claims } : null;
}

/** What the ID token's claims say about the e-mail address. */
export function emailVerifiedClaim(claims: Record<string, unknown>): boolean {
  return claims.email_verified === true || claims.email_verified === 'true';
}

function decodeClaims(jwt: string): Record<string, unknown> | null {
  try {
    const payload = jwt.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
