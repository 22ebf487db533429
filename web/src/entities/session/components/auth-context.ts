import type { User } from '@reno/domain';
import { createContext, useContext } from 'react';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: User }
  | { status: 'error'; error: Error };

export interface AuthContextValue {
  state: AuthState;
  /** After Amplify stored tokens: loads the user (GET /api/user creates the profile on first call). */
  completeSignIn: () => Promise<void>;
  /** Signs out, then forgets the user and every cached record (docs/product.md#signed-in-layout). */
  signOut: () => Promise<void>;
  retry: () => void;
}

// Apart from AuthProvider (which loads the session with TanStack Query): the landing page reads it, and a
// first visit draws the landing page before the session's code has loaded (app/first-visit-gate.tsx).
export const AuthContext = createContext<AuthContextValue | null>(null);

/** Whether a user is signed in; false outside AuthProvider, i.e. on a first visit's landing page. */
export function useIsSignedIn(): boolean {
  return useContext(AuthContext)?.state.status === 'signedIn';
}
