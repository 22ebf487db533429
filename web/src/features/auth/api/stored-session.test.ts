import { describe, expect, it } from 'vitest';
import { emailVerifiedClaim, readStoredSession } from './stored-session';

const NOW = Date.UTC(2026, 0, 1, 12);
const prefix = 'CognitoIdentityServiceProvider.client-1';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (claims: Record<string, unknown>) =>
  [base64Url('{"alg":"RS256"}'), base64Url(JSON.stringify(claims)), 'signature'].join('.');

function store({ idExp = NOW / 1000 + 3600, accessExp = NOW / 1000 + 3600, clockDrift = 0 } = {}) {
  window.localStorage.setItem(`${prefix}.LastAuthUser`, 'dana');
  window.localStorage.setItem(
    `${prefix}.dana.idToken`,
    jwt({ exp: idExp, email_verified: 'true', name: 'Dané' }),
  );
  window.localStorage.setItem(`${prefix}.dana.accessToken`, jwt({ exp: accessExp }));
  window.localStorage.setItem(`${prefix}.dana.clockDrift`, String(clockDrift));
}

describe('readStoredSession', () => {
  it('gives the stored ID token and its claims while both tokens have more than a minute left', () => {
    store();
    const session = readStoredSession('client-1', window.localStorage, NOW);
    expect(session?.idToken).toBe(window.localStorage.getItem(`${prefix}.dana.idToken`));
    expect(session?.claims).toMatchObject({ email_verified: 'true', name: 'Dané' });
  });

  it('leaves the session to Amplify when nothing is stored, or for another app client', () => {
    expect(readStoredSession('client-1', window.localStorage, NOW)).toBeNull();
    store();
    expect(readStoredSession('client-2', window.localStorage, NOW)).toBeNull();
  });

  it('leaves it to Amplify when either token is within a minute of expiry, clock drift counted', () => {
    store({ idExp: NOW / 1000 + 30 });
    expect(readStoredSession('client-1', window.localStorage, NOW)).toBeNull();
    store({ accessExp: NOW / 1000 - 10 });
    expect(readStoredSession('client-1', window.localStorage, NOW)).toBeNull();
    store({ idExp: NOW / 1000 + 600, accessExp: NOW / 1000 + 600, clockDrift: 590_000 });
    expect(readStoredSession('client-1', window.localStorage, NOW)).toBeNull();
  });

  it('leaves it to Amplify when a token cannot be read', () => {
    store();
    window.localStorage.setItem(`${prefix}.dana.idToken`, 'not-a-jwt');
    expect(readStoredSession('client-1', window.localStorage, NOW)).toBeNull();
  });
});

describe('emailVerifiedClaim', () => {
  it("is true for true or 'true' only", () => {
    expect(emailVerifiedClaim({ email_verified: true })).toBe(true);
    expect(emailVerifiedClaim({ email_verified: 'true' })).toBe(true);
    expect(emailVerifiedClaim({ email_verified: 'false' })).toBe(false);
    expect(emailVerifiedClaim({})).toBe(false);
  });
});
