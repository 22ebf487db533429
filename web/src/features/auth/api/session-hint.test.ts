import { describe, expect, it } from 'vitest';
import { forgetAbandonedOAuthFlow, mayHaveAnySession, mayHaveSession } from './session-hint';

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

describe('forgetAbandonedOAuthFlow', () => {
  const key = (name: string) => `CognitoIdentityServiceProvider.client-1.${name}`;
  const startFlow = () => {
    window.localStorage.setItem(key('inflightOAuth'), 'true');
    window.localStorage.setItem(key('inflightOAuthDeadline'), String(Date.now() + 300_000));
    window.localStorage.setItem(key('oauthPKCE'), 'verifier');
  };

  it('clears the in-flight mark of a flow the user walked away from', () => {
    startFlow();
    forgetAbandonedOAuthFlow('client-1', window.localStorage, '');
    expect(window.localStorage.getItem(key('inflightOAuth'))).toBeNull();
    expect(window.localStorage.getItem(key('inflightOAuthDeadline'))).toBeNull();
  });

  it.each([
    ['a code', '?code=xyz&state=abc'],
    ['an error', '?error=access_denied&error_description=No'],
  ])('leaves the flow to Amplify on the return with %s', (_, search) => {
    startFlow();
    forgetAbandonedOAuthFlow('client-1', window.localStorage, search);
    expect(window.localStorage.getItem(key('inflightOAuth'))).toBe('true');
    expect(window.localStorage.getItem(key('inflightOAuthDeadline'))).not.toBeNull();
  });
});
