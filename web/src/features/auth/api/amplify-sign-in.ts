// Loaded lazily (dynamic import) from the login page only: the sign-in and sign-up calls.
import {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { configureAmplify, toAmplifyProvider } from '../../../lib/amplify';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import type { AuthOutcome, SignUpInput } from '../../../entities/session/api/auth-service';
import { toAuthError } from './auth-errors';

// cognito-local has no SRP; the app client allows USER_PASSWORD_AUTH (docs/architecture.md, "Auth").
const AUTH_FLOW = 'USER_PASSWORD_AUTH' as const;

async function passwordSignIn(email: string, password: string): Promise<AuthOutcome> {
  const attempt = () => signIn({ username: email, password, options: { authFlowType: AUTH_FLOW } });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    // A stale session left in storage blocks a new sign-in: clear it and try once more.
    if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
      await signOut();
      result = await attempt();
    } else {
      throw error;
    }
  }
  if (result.isSignedIn) return 'signedIn';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  throw new Error(`Unsupported sign-in step: ${result.nextStep.signInStep}`);
}

const mapErrors =
  <Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) =>
  async (...args: Args): Promise<Result> => {
    try {
      return await action(...args);
    } catch (error) {
      throw toAuthError(error);
    }
  };

export function createSignIn(config: RuntimeConfig) {
  configureAmplify(config);
  return {
    signIn: mapErrors(passwordSignIn),
    signUp: mapErrors(async (input: SignUpInput): Promise<AuthOutcome> => {
      const userAttributes: Record<string, string> = { email: input.email };
      if (input.firstName) userAttributes.given_name = input.firstName;
      if (input.lastName) userAttributes.family_name = input.lastName;
      const result = await signUp({
        username: input.email,
        password: input.password,
        options: { userAttributes },
      });
      // The PreSignUp trigger confirms at once unless email verification is switched on.
      if (!result.isSignUpComplete) return 'confirmSignUp';
      return passwordSignIn(input.email, input.password);
    }),
    confirmSignUp: mapErrors(async (email: string, code: string, password?: string): Promise<void> => {
      await confirmSignUp({ username: email, confirmationCode: code });
      if (password !== undefined) await passwordSignIn(email, password);
    }),
    resendSignUpCode: mapErrors(async (email: string): Promise<void> => {
      await resendSignUpCode({ username: email });
    }),
    requestPasswordReset: mapErrors(async (email: string): Promise<void> => {
      await resetPassword({ username: email });
    }),
    confirmPasswordReset: mapErrors(
      async (email: string, code: string, newPassword: string): Promise<AuthOutcome> => {
        await confirmResetPassword({ username: email, confirmationCode: code.trim(), newPassword });
        return passwordSignIn(email, newPassword);
      },
    ),
    signInWithProvider: mapErrors(async (provider: string): Promise<void> => {
      const amplifyProvider = toAmplifyProvider(provider);
      await signInWithRedirect({ provider: amplifyProvider });
    }),
  };
}
