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
