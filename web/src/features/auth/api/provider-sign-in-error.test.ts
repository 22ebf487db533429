import { describe, expect, it } from 'vitest';
import { providerSignInError } from './provider-sign-in-error';

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

  it('is null on an ordinary address', () => {
    expect(providerSignInError('')).toBeNull();
    expect(providerSignInError('?code=abc&state=xyz')).toBeNull();
  });
});
