import { describe, expect, it } from 'vitest';
import { LINKED_MESSAGE, providerSignInError } from './provider-sign-in-error';

describe('providerSignInError', () => {
  it("gives the provider's reason when the address has one", () => {
    expect(providerSignInError('?error=access_denied&error_description=Verify%20the%20address%20first')).toBe(
      'Verify the address first',
    );
  });

  it('says in words that sign-in did not complete when there is no reason', () => {
    expect(providerSignInError('?error=server_error')).toBe(
      'Signing in with your provider did not complete. Please try again.',
    );
  });

  it("turns Cognito's answer on the sign-in that linked an account into words", () => {
    const cognito = 'PreSignUp failed with error Already found an entry for username Google_1234.';
    expect(
      providerSignInError(`?error=invalid_request&error_description=${encodeURIComponent(cognito)}`),
    ).toBe(LINKED_MESSAGE);
  });

  it('is null on an ordinary address', () => {
    expect(providerSignInError('')).toBeNull();
    expect(providerSignInError('?code=abc&state=xyz')).toBeNull();
  });
});
