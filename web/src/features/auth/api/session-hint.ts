// Amplify keeps Cognito tokens in localStorage under 'CognitoIdentityServiceProvider.<clientId>.…'.
// When no such key exists and the page is not an OAuth redirect back, nobody is signed in: the landing
// page can render without downloading Amplify at all (it stays out of the landing route's initial JS).
const AUTH_KEY_PREFIX = 'CognitoIdentityServiceProvider';

export function mayHaveSession(clientId: string, storage: Storage, search: string): boolean {
  return isOAuthRedirect(search) || hasKeyStartingWith(storage, `${AUTH_KEY_PREFIX}.${clientId}.`);
}

/** The same before /config.json names the app client: tokens of any client count. */
export function mayHaveAnySession(storage: Storage, search: string): boolean {
  return isOAuthRedirect(search) || hasKeyStartingWith(storage, `${AUTH_KEY_PREFIX}.`);
}

/**
 * Forgets a 'Sign in with …' the user walked away from (Back from the provider's page, or the app opened
 * again). Amplify marks the flow in flight before it leaves for the hosted UI and, on a page that is not
 * the return from it, may park every token read until a deadline minutes away: the app showed a spinner
 * that long. Called once as the app starts, before this page can begin a flow of its own; a return with a
 * code or an error is left for Amplify to finish.
 */
export function forgetAbandonedOAuthFlow(clientId: string, storage: Storage, search: string): void {
  const params = new URLSearchParams(search);
  if (isOAuthRedirect(search) || params.has('error')) return;
  for (const name of ['inflightOAuth', 'inflightOAuthDeadline']) {
    storage.removeItem(`${AUTH_KEY_PREFIX}.${clientId}.${name}`);
  }
}

/** The browser is back from the hosted UI with a code for Amplify to exchange. */
export function isOAuthRedirect(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') && params.has('state');
}

function hasKeyStartingWith(storage: Storage, prefix: string): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(prefix)) return true;
  }
  return false;
}
