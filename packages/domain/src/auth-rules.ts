// The sentences and rules of signing in, registering and recovering a password, apart from their request
// schemas (schemas/auth.ts), so that a function that only needs a message (password recovery) holds no zod
// at start.
export const AUTH_MESSAGES = {
  email: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be at least 8 characters',
  passwordsDiffer: "Passwords don't match",
  codeRequired: 'Enter the code from the e-mail',
  confirmationCodeRequired: 'Confirmation code is required',
} as const;

/**
 * Password recovery for an account whose address was never verified (Cognito mails it no reset code):
 * POST /api/auth/recovery {email} → 202 with RECOVERY_REQUESTED whether or not such an account exists;
 * POST /api/auth/recovery/confirm {email, code, newPassword} → 204, or 400 with the issue on `code`.
 */
export const RECOVERY_CODE_LENGTH = 6;
/** How long a recovery code works, and how many tries it allows. */
export const RECOVERY_CODE_RULES = { lifetimeMinutes: 15, attempts: 5 } as const;
export const RECOVERY_REQUESTED = {
  message: 'If an account uses this address and it needs this way back in, we sent it a code.',
} as const;
export const RECOVERY_MESSAGES = {
  invalidCode: 'Invalid verification code',
  codeFormat: `Enter the ${RECOVERY_CODE_LENGTH}-digit code from the e-mail`,
} as const;
