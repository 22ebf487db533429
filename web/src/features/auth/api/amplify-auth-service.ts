import type { RuntimeConfig } from '../../../lib/runtime-config';
import type { createSession } from './amplify-session';
import type { createEmailVerification } from './amplify-email-verification';
import type { createSignIn } from './amplify-sign-in';
import type { AuthService } from './auth-service';
import { toAuthError } from './auth-errors';
import { emailVerifiedIn } from './id-token';
import { mayHaveSession } from './session-hint';

/**
 * The production AuthService. Amplify is imported on demand: the session part when a stored session
 * may exist, the sign-in part when the login page acts. A signed-out visitor on the landing page
 * downloads neither.
 */
export function createAmplifyAuthService(config: RuntimeConfig): AuthService {
  let session: Promise<ReturnType<typeof createSession>> | undefined;
  let signIn: Promise<ReturnType<typeof createSignIn>> | undefined;
  let email: Promise<ReturnType<typeof createEmailVerification>> | undefined;
  const loadEmail = () =>
    (email ??= import('./amplify-email-verification').then((m) => m.createEmailVerification(config)));
  const loadSession = () => (session ??= import('./amplify-session').then((m) => m.createSession(config)));
  const loadSignIn = async () => {
    try {
      return await (signIn ??= import('./amplify-sign-in').then((m) => m.createSignIn(config)));
    } catch (error) {
      signIn = undefined; // a failed chunk download may succeed on the next attempt
      throw toAuthError(error);
    }
  };

  const getIdToken = async () => {
    if (!mayHaveSession(config.userPoolClientId, window.localStorage, window.location.search)) return null;
    return (await loadSession()).getIdToken();
  };

  return {
    getIdToken,
    signIn: async (email, password) => (await loadSignIn()).signIn(email, password),
    signUp: async (input) => (await loadSignIn()).signUp(input),
    confirmSignUp: async (email, code, password) => (await loadSignIn()).confirmSignUp(email, code, password),
    resendSignUpCode: async (email) => (await loadSignIn()).resendSignUpCode(email),
    signInWithProvider: async (provider) => (await loadSignIn()).signInWithProvider(provider),
    async isEmailVerified() {
      const token = await getIdToken();
      return token === null ? null : emailVerifiedIn(token);
    },
    sendEmailCode: async () => (await loadEmail()).sendCode(),
    confirmEmail: async (code) => (await loadEmail()).confirm(code),
    async signOut() {
      await (await loadSession()).signOut();
    },
  };
}
