// Loaded lazily (dynamic import) once a stored session may exist: Amplify core + token handling.
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import 'aws-amplify/auth/enable-oauth-listener';
import { configureAmplify } from '../../../lib/amplify';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import type { createEmailVerification } from './amplify-email-verification';
import { emailVerifiedClaim } from './stored-session';

export function createSession(config: RuntimeConfig) {
  configureAmplify(config);
  // Only when the user acts on the verification banner: Cognito's attribute-verification calls.
  let email: Promise<ReturnType<typeof createEmailVerification>> | undefined;
  const loadEmail = () =>
    (email ??= import('./amplify-email-verification').then((m) => m.createEmailVerification(config)));
  return {
    sendEmailCode: async () => (await loadEmail()).sendCode(),
    confirmEmail: async (code: string) => (await loadEmail()).confirm(code),
    async getIdToken(): Promise<string | null> {
      try {
        const session = await fetchAuthSession();
        return session.tokens?.idToken?.toString() ?? null;
      } catch {
        // An expired refresh token or a revoked session is simply "signed out".
        return null;
      }
    },
    /** What the ID token says (Amplify checked and decoded it); null when signed out. */
    async isEmailVerified(): Promise<boolean | null> {
      try {
        const payload = (await fetchAuthSession()).tokens?.idToken?.payload;
        return payload ? emailVerifiedClaim(payload) : null;
      } catch {
        return null;
      }
    },
    async signOut(): Promise<void> {
      await signOut();
    },
  };
}
