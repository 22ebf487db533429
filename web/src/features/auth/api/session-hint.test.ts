import { describe, expect, it } from 'vitest';
import { mayHaveAnySession, mayHaveSession } from './session-hint';

describe('mayHaveSession', () => {
  it('is false with nothing stored, so Amplify need not load', () => {
    expect(mayHaveSession('client-1', window.localStorage, '')).toBe(false);
  });

  it('is true when Amplify stored tokens for this app client', () => {
    window.localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'abc');
    expect(mayHaveSession('client-1', window.localStorage, '')).toBe(true);
  });

  it("ignores another app client's keys", () => {
    window.localStorage.setItem('CognitoIdentityServiceProvider.other-client.LastAuthUser', 'abc');
    expect(mayHaveSession('client-1', window.localStorage, '')).toBe(false);
  });

  it('is true on the OAuth redirect back (code and state in the query)', () => {
    expect(mayHaveSession('client-1', window.localStorage, '?code=xyz&state=abc')).toBe(true);
    expect(mayHaveSession('client-1', window.localStorage, '?code=xyz')).toBe(false);
  });
});

describe('mayHaveAnySession', () => {
  it("is true with any app client's tokens or on the OAuth redirect back, false with nothing stored", () => {
    expect(mayHaveAnySession(window.localStorage, '')).toBe(false);
    expect(mayHaveAnySession(window.localStorage, '?code=xyz&state=abc')).toBe(true);
    window.localStorage.setItem('CognitoIdentityServiceProvider.other-client.LastAuthUser', 'abc');
    expect(mayHaveAnySession(window.localStorage, '')).toBe(true);
  });
});
