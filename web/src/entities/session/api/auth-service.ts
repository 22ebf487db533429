import { createContext, useContext } from 'react';

export interface SignUpInput {
  email: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** 'signedIn': tokens are stored; 'confirmSignUp': the account waits for the emailed code. */
export type AuthOutcome = 'signedIn' | 'confirmSignUp';

/**
 * The app's only door to the identity provider (Cognito through Amplify in production). Everything
 * Amplify-specific stays behind it, so Amplify loads lazily and component tests can pass a fake.
 */
export interface AuthService {
  /** The Cognito ID token (sent as Bearer), or null when signed out. */
  getIdToken(): Promise<string | null>;
  signIn(email: string, password: string): Promise<AuthOutcome>;
  /** Registers and, once the account is confirmed (PreSignUp trigger), signs in with the same password. */
  signUp(input: SignUpInput): Promise<AuthOutcome>;
  /** Confirms the emailed code, then signs in when the password is known. */
  confirmSignUp(email: string, code: string, password?: string): Promise<void>;
  resendSignUpCode(email: string): Promise<void>;
  /** Forgotten password: mails a reset code to the account's address (Cognito sends none to an unverified one). */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets the new password with the mailed code, then signs in with it. */
  confirmPasswordReset(email: string, code: string, newPassword: string): Promise<AuthOutcome>;
  /** Whether the signed-in user proved their e-mail address (the ID token says); null when signed out. */
  isEmailVerified(): Promise<boolean | null>;
  /** Mails a new verification code to the signed-in user's address. */
  sendEmailCode(): Promise<void>;
  /** Verifies the address with the mailed code; the session's next ID token says it is verified. */
  confirmEmail(code: string): Promise<void>;
  /** Starts the federated sign-in (browser leaves for the hosted UI). */
  signInWithProvider(provider: string): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthServiceContext = createContext<AuthService | null>(null);

export function useAuthService(): AuthService {
  const service = useContext(AuthServiceContext);
  if (!service) throw new Error('useAuthService must be used inside AuthServiceContext');
  return service;
}
