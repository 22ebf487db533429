import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, registerSchema } from '@reno/domain';

// The sign-in and sign-up forms' validation: with zod, a chunk of its own (lazy-auth-validation.ts).
export const signInResolver = zodResolver(loginSchema);
export const signUpResolver = zodResolver(registerSchema);
