// Loaded lazily (dynamic import) when the user asks for a code or enters one: Cognito's attribute
// verification, through Amplify.
import { confirmUserAttribute, fetchAuthSession, sendUserAttributeVerificationCode } from 'aws-amplify/auth';
import { configureAmplify } from '../../../lib/amplify';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import { toAuthError } from './auth-errors';

export function createEmailVerification(config: RuntimeConfig) {
  configureAmplify(config);
  return {
    async sendCode(): Promise<void> {
      try {
        await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
      } catch (error) {
        throw toAuthError(error);
      }
    },
    async confirm(code: string): Promise<void> {
      try {
        await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
        // The stored ID token still says "unverified": a new one says what Cognito now knows.
        await fetchAuthSession({ forceRefresh: true });
      } catch (error) {
        throw toAuthError(error);
      }
    },
  };
}
