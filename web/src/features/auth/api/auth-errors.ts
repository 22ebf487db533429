/** What went wrong, in words a person can act on; `kind` lets the UI react (e.g. go to the code step). */
export type AuthErrorKind =
  | 'invalid-credentials'
  | 'account-exists'
  | 'not-confirmed'
  | 'invalid-code'
  | 'invalid-password'
  | 'too-many-attempts'
  | 'unverified-address'
  | 'network'
  | 'unknown';

export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly kind: AuthErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const AUTH_ERROR_MESSAGES = {
  'invalid-credentials': 'Incorrect email or password.',
  'account-exists': 'An account with this email already exists. Sign in instead.',
  'not-confirmed': 'Please confirm your email address with the code we sent you.',
  'invalid-code': 'That code is not valid or has expired. Check the code or request a new one.',
  'invalid-password': 'Password must be at least 8 characters',
  'too-many-attempts': 'Too many attempts. Please wait a moment and try again.',
  // The forgot-password flow answers it with a code of the app's own; this text is the last resort.
  'unverified-address': 'This e-mail address was never verified, so Cognito sends it no reset code.',
  network: 'Could not reach the sign-in service. Check your connection and try again.',
  unknown: 'Something went wrong. Please try again.',
} as const satisfies Record<AuthErrorKind, string>;

// Cognito (and Amplify's own) error names → what the person is told.
const KIND_BY_ERROR_NAME: Record<string, AuthErrorKind> = {
  NotAuthorizedException: 'invalid-credentials',
  UserNotFoundException: 'invalid-credentials',
  UsernameExistsException: 'account-exists',
  AliasExistsException: 'account-exists',
  UserNotConfirmedException: 'not-confirmed',
  CodeMismatchException: 'invalid-code',
  ExpiredCodeException: 'invalid-code',
  InvalidPasswordException: 'invalid-password',
  LimitExceededException: 'too-many-attempts',
  TooManyRequestsException: 'too-many-attempts',
  TooManyFailedAttemptsException: 'too-many-attempts',
  // The user pool's WAF web ACL blocked the call: the sign-up rate rule (docs/product.md#rate-limits).
  ForbiddenException: 'too-many-attempts',
  NetworkError: 'network',
};

export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  let kind = KIND_BY_ERROR_NAME[name] ?? 'unknown';
  // Cognito mails reset codes to verified addresses only ('…no registered/verified email…').
  if (name === 'InvalidParameterException' && /verified email/i.test(message)) kind = 'unverified-address';
  // fetch() rejects with a TypeError when the network is down ('Failed to fetch', 'NetworkError when…').
  if (kind === 'unknown' && error instanceof TypeError && /fetch|network/i.test(message)) kind = 'network';
  return new AuthError(kind, AUTH_ERROR_MESSAGES[kind]);
}
