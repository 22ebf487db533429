// Sign-in and registration payloads (docs/product.md#validation-auth).
// Registration never sets subscription fields.
import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH, type SubscriptionStatus } from '../constants';
import { AUTH_MESSAGES, RECOVERY_CODE_LENGTH, RECOVERY_MESSAGES } from '../auth-rules';
import { optionalShortText, requiredEmail } from './fields';

const email = requiredEmail(AUTH_MESSAGES.email);
// Passwords are taken exactly as typed: no trimming.
const password = (message: string, min: number) =>
  z.string({ error: message }).check(z.minLength(min, { error: message }));

export const loginSchema = z.object({
  email,
  password: password(AUTH_MESSAGES.passwordRequired, 1),
});

export const registerSchema = z
  .object({
    email,
    password: password(AUTH_MESSAGES.passwordLength, MIN_PASSWORD_LENGTH),
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDiffer }),
    firstName: optionalShortText('First name'),
    lastName: optionalShortText('Last name'),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: AUTH_MESSAGES.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );

/** A sign-up's (or an address's) confirmation code from the e-mail. */
export const confirmationCodeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, { error: AUTH_MESSAGES.confirmationCodeRequired })),
});

/**
 * A forgotten password: the mailed code and a new password under the sign-up rule
 * (docs/product.md#validation-auth).
 */
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

// Password recovery's request bodies; its rules and sentences are in ../auth-rules.ts, apart from zod.
export const recoveryRequestSchema = z.object({ email });

export const recoveryConfirmSchema = z.object({
  email,
  code: z
    .string({ error: RECOVERY_MESSAGES.codeFormat })
    .check(
      z.trim(),
      z.regex(new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`), { error: RECOVERY_MESSAGES.codeFormat }),
    ),
  newPassword: password(AUTH_MESSAGES.passwordLength, MIN_PASSWORD_LENGTH),
});
export type RecoveryConfirmation = z.output<typeof recoveryConfirmSchema>;
