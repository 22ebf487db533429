import { vi } from 'vitest';
import type { AuthOutcome, AuthService, SignUpInput } from '../entities/session/api/auth-service';
import { TEST_ID_TOKEN } from './fake-api';

/** The auth boundary for component tests: no Amplify, no Cognito; every call is a spy. */
export function createFakeAuth({
  signedIn = true,
  emailVerified = true,
}: { signedIn?: boolean; emailVerified?: boolean } = {}) {
  const state = { signedIn, emailVerified };
  const service = {
    getIdToken: vi.fn(async (): Promise<string | null> => (state.signedIn ? TEST_ID_TOKEN : null)),
    signIn: vi.fn(async (_email: string, _password: string): Promise<AuthOutcome> => {
      state.signedIn = true;
      return 'signedIn';
    }),
    signUp: vi.fn(async (_input: SignUpInput): Promise<AuthOutcome> => {
      state.signedIn = true;
      return 'signedIn';
    }),
    confirmSignUp: vi.fn(async (_email: string, _code: string, password?: string) => {
      if (password !== undefined) state.signedIn = true;
    }),
    resendSignUpCode: vi.fn(async (_email: string) => {}),
    requestPasswordReset: vi.fn(async (_email: string) => {}),
    confirmPasswordReset: vi.fn(
      async (_email: string, _code: string, _password: string): Promise<AuthOutcome> => {
        state.signedIn = true;
        return 'signedIn';
      },
    ),
    signInWithProvider: vi.fn(async (_provider: string) => {}),
    isEmailVerified: vi.fn(async (): Promise<boolean | null> =>
      state.signedIn ? state.emailVerified : null,
    ),
    sendEmailCode: vi.fn(async () => {}),
    confirmEmail: vi.fn(async (_code: string) => {
      state.emailVerified = true;
    }),
    signOut: vi.fn(async () => {
      state.signedIn = false;
    }),
  } satisfies AuthService;
  return { service, state };
}

export type FakeAuth = ReturnType<typeof createFakeAuth>;

/** Makes the next sign-out wait: it ends (signed out) when the test calls the returned `finish`. */
export function holdSignOut(auth: FakeAuth): () => void {
  let finish = () => {};
  auth.service.signOut.mockImplementation(
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          auth.state.signedIn = false;
          resolve();
        };
      }),
  );
  return () => finish();
}
