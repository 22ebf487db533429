// Loaded lazily (dynamic import) once a stored session may exist: Amplify core + token handling.
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import 'aws-amplify/auth/enable-oauth-listener';
import { configureAmplify } from '../../../lib/amplify';
import type { RuntimeConfig } from '../../../lib/runtime-config';

export function createSession(config: RuntimeConfig) {
  configureAmplify(config);
  return {
    async getIdToken(): Promise<string | null> {
      try {
        const session = await fetchAuthSession();
        return session.tokens?.idToken?.toString() ?? null;
      } catch {
        // An expired refresh token or a revoked session is simply "signed out".
        return null;
      }
    },
    async signOut(): Promise<void> {
      await signOut();
    },
  };
}
