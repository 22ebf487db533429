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
  return description || 'Signing in with your provider did not complete. Please try again.';
}
