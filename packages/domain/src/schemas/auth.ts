// Sign-in and registration payloads (SPEC §5). Registration never sets subscription fields.
import * as z from 'zod/mini';
import { MAX_SHORT_TEXT_LENGTH, MIN_PASSWORD_LENGTH, type SubscriptionStatus } from '../constants';
import { optionalText, requiredEmail } from './fields';

export const AUTH_MESSAGES = {
  email: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be at least 8 characters',
  passwordsDiffer: "Passwords don't match",
  codeRequired: 'Enter the code from the e-mail',
  confirmationCodeRequired: 'Confirmation code is required',
} as const;

const email = requiredEmail(AUTH_MESSAGES.email);
// Passwords are taken exactly as typed: no trimming.
const password = (message: string, min: number) =>
  z.string({ error: message }).check(z.minLength(min, { error: message }));

export const loginSchema = z.object({
  email,
  password: password(AUTH_MESSAGES.passwordRequired, 1),
});
export type LoginInput = z.output<typeof loginSchema>;

export const registerSchema = z
  .object({
    email,
    password: password(AUTH_MESSAGES.passwordLength, MIN_PASSWORD_LENGTH),
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDiffer }),
    firstName: optionalText({ max: MAX_SHORT_TEXT_LENGTH, label: 'First name' }),
    lastName: optionalText({ max: MAX_SHORT_TEXT_LENGTH, label: 'Last name' }),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: AUTH_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );
export type RegisterInput = z.output<typeof registerSchema>;

/** A sign-up's (or an address's) confirmation code from the e-mail. */
export const confirmationCodeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, { error: AUTH_MESSAGES.confirmationCodeRequired })),
});

/** A forgotten password: the mailed code and a new password under the sign-up rule (SPEC §5). */
export const resetPasswordSchema = z
  .object({
    code: z.string().check(z.trim(), z.minLength(1, { error: AUTH_MESSAGES.codeRequired })),
    password: password(AUTH_MESSAGES.passwordLength, MIN_PASSWORD_LENGTH),
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDiffer }),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: AUTH_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** The signed-in user (GET /api/user). `id` is the identity provider's subject. */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  subscriptionStatus: SubscriptionStatus;
  subscriptionEndDate: string | null;
  createdAt: string;
}

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

export const recoveryRequestSchema = z.object({ email });
export type RecoveryRequest = z.output<typeof recoveryRequestSchema>;

export const recoveryConfirmSchema = z.object({
  email,
  code: z
    .string({ error: RECOVERY_MESSAGES.codeFormat })
    .check(z.trim(), z.regex(/^\d{6}$/, { error: RECOVERY_MESSAGES.codeFormat })),
  newPassword: password(AUTH_MESSAGES.passwordLength, MIN_PASSWORD_LENGTH),
});
export type RecoveryConfirmation = z.output<typeof recoveryConfirmSchema>;
