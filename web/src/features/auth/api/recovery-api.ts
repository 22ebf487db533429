import type { RecoveryConfirmation } from '@reno/domain';
import { api, ApiError } from '../../../lib/api-client';
import { isNetworkFailure } from '../../../lib/api-errors';
import { AUTH_ERROR_MESSAGES, AuthError } from './auth-errors';

/**
 * Our own password recovery, for a confirmed account whose address Cognito will not mail (never
 * verified). Its refusals speak as Cognito's do (AuthError), so the person sees one flow.
 */
export const recoveryApi = {
  /** Mails a code when such an account uses the address; the server answers alike either way. */
  requestCode: (email: string) => speakingAsCognito(api.post('/api/auth/recovery', { email })),
  /** Sets the new password with the mailed code (and marks the address verified). */
  confirm: (input: RecoveryConfirmation) =>
    speakingAsCognito(api.post<void>('/api/auth/recovery/confirm', input)),
};

async function speakingAsCognito<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toRecoveryAuthError(error);
  }
}

function toRecoveryAuthError(error: unknown): AuthError {
  if (isNetworkFailure(error)) return new AuthError('network', AUTH_ERROR_MESSAGES.network);
  if (error instanceof ApiError) {
    const fields = new Set((error.issues ?? []).map((issue) => issue.path[0]));
    if (error.status === 429)
      return new AuthError(
        'too-many-attempts',
        error.body?.error ?? AUTH_ERROR_MESSAGES['too-many-attempts'],
      );
    if (fields.has('code')) return new AuthError('invalid-code', AUTH_ERROR_MESSAGES['invalid-code']);
    if (fields.has('newPassword'))
      return new AuthError('invalid-password', AUTH_ERROR_MESSAGES['invalid-password']);
  }
  return new AuthError('unknown', AUTH_ERROR_MESSAGES.unknown);
}
