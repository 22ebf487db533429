import type { RuntimeConfig } from '../../../lib/runtime-config';
import type { createSession } from './amplify-session';
import type { createSignIn } from './amplify-sign-in';
import type { AuthService } from '../../../entities/session/api/auth-service';
import { toAuthError } from './auth-errors';
import { forgetAbandonedOAuthFlow, isOAuthRedirect, mayHaveSession } from './session-hint';
import { emailVerifiedClaim, readStoredSession } from './stored-session';

/**
 * The production AuthService. Amplify is imported on demand: the session part when a stored session
 * needs it (a refresh, an OAuth redirect, signing out), the sign-in part when the login page acts. A
 * signed-out visitor on the landing page downloads neither, and a signed-in one with fresh tokens
 * loads no Amplify code before the first screen.
 */
export function createAmplifyAuthService(config: RuntimeConfig): AuthService {
  forgetAbandonedOAuthFlow(config.userPoolClientId, window.localStorage, window.location.search);
  let session: Promise<ReturnType<typeof createSession>> | undefined;
  let signIn: Promise<ReturnType<typeof createSignIn>> | undefined;
  const loadSession = () =>
    (session ??= import('./amplify-session').then(
      (m) => m.createSession(config),
      (error: unknown) => {
        session = undefined; // a download that failed offline is tried again
        throw error;
      },
    ));
  const mayBeSignedIn = () =>
    mayHaveSession(config.userPoolClientId, window.localStorage, window.location.search);
  const freshStoredSession = () =>
    isOAuthRedirect(window.location.search)
      ? null
      : readStoredSession(config.userPoolClientId, window.localStorage);
  const loadSignIn = async () => {
    try {
      return await (signIn ??= import('./amplify-sign-in').then((m) => m.createSignIn(config)));
    } catch (error) {
      signIn = undefined; // a failed chunk download may succeed on the next attempt
      throw toAuthError(error);
    }
  };

  return {
    async getIdToken() {
      if (!mayBeSignedIn()) return null;
      return freshStoredSession()?.idToken ?? (await loadSession()).getIdToken();
    },
    signIn: async (email, password) => (await loadSignIn()).signIn(email, password),
    signUp: async (input) => (await loadSignIn()).signUp(input),
    confirmSignUp: async (email, code, password) => (await loadSignIn()).confirmSignUp(email, code, password),
    resendSignUpCode: async (email) => (await loadSignIn()).resendSignUpCode(email),
    requestPasswordReset: async (email) => (await loadSignIn()).requestPasswordReset(email),
    confirmPasswordReset: async (email, code, newPassword) =>
      (await loadSignIn()).confirmPasswordReset(email, code, newPassword),
    signInWithProvider: async (provider) => (await loadSignIn()).signInWithProvider(provider),
    async isEmailVerified() {
      if (!mayBeSignedIn()) return null;
      const stored = freshStoredSession();
      return stored ? emailVerifiedClaim(stored.claims) : (await loadSession()).isEmailVerified();
    },
    sendEmailCode: async () => (await loadSession()).sendEmailCode(),
    confirmEmail: async (code) => (await loadSession()).confirmEmail(code),
    async signOut() {
      await (await loadSession()).signOut();
    },
  };
}
