import { queryOptions } from '@tanstack/react-query';
import type { AuthService } from '../../../entities/session/api/auth-service';

export const emailVerifiedKey = ['auth', 'email-verified'] as const;

/** Whether the ID token says the user proved their e-mail address; null when signed out. */
export const emailVerifiedQuery = (auth: AuthService) =>
  queryOptions({ queryKey: emailVerifiedKey, queryFn: () => auth.isEmailVerified() });
