/**
 * What a refused 'Sign in with …' says. The hosted UI sends the browser back to the app with OAuth's
 * `error` (and usually `error_description`) in the address; Amplify then only raises an event, so the page
 * reads the reason from the address itself.
 */
export function providerSignInError(search: string): string | null {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (!error) return null;
  const description = params.get('error_description')?.trim();
  // Cognito's answer on the very sign-in whose PreSignUp trigger linked the provider to an existing
  // account: the link is made, and the next sign-in goes through.
  if (description && /already found an entry for username/i.test(description)) return LINKED_MESSAGE;
  return description || 'Signing in with your provider did not complete. Please try again.';
}

export const LINKED_MESSAGE =
  'Your provider sign-in is now linked to your existing account. Sign in with it once more to continue.';
