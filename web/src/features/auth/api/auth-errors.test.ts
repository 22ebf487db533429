import { describe, expect, it } from 'vitest';
import { AuthError, toAuthError } from './auth-errors';

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('toAuthError', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect email or password.'],
    ['UserNotFoundException', 'Incorrect email or password.'],
    ['UsernameExistsException', 'An account with this email already exists. Sign in instead.'],
    ['CodeMismatchException', 'That code is not valid or has expired. Check the code or request a new one.'],
    ['NetworkError', 'Could not reach the sign-in service. Check your connection and try again.'],
    ['LimitExceededException', 'Too many attempts. Please wait a moment and try again.'],
    // Cognito's answer to a call its WAF web ACL blocked (the sign-up rate rule).
    ['ForbiddenException', 'Too many attempts. Please wait a moment and try again.'],
  ])('turns Cognito/Amplify %s into a clear message', (name, message) => {
    expect(toAuthError(named(name)).message).toBe(message);
  });

  it('treats a failed fetch as a network problem', () => {
    expect(toAuthError(new TypeError('Failed to fetch')).kind).toBe('network');
  });

  it('never shows raw internals for anything else', () => {
    const error = toAuthError(named('InternalErrorException', 'stack trace here'));
    expect(error.kind).toBe('unknown');
    expect(error.message).toBe('Something went wrong. Please try again.');
  });

  it('passes an AuthError through unchanged', () => {
    const original = new AuthError('network', 'offline');
    expect(toAuthError(original)).toBe(original);
  });
});
