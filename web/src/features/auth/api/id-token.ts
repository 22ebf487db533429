/**
 * Whether an ID token says its e-mail address is verified. The token was checked by Amplify when it was
 * issued and is checked by the API on every call; the app only reads it to decide what to show.
 */
export function emailVerifiedIn(idToken: string): boolean {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { email_verified?: boolean | string };
    return claims.email_verified === true || claims.email_verified === 'true';
  } catch {
    return false;
  }
}
