import { useQuery } from '@tanstack/react-query';
import { useAuthService } from '../../../entities/session/api/auth-service';
import { emailVerifiedQuery } from '../api/email-verified-query';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// Most users are verified: the banner's form loads only for those who are not.
const EmailVerificationPrompt = lazyWithPreload(
  () => import('./email-verification-prompt'),
  'EmailVerificationPrompt',
);

/**
 * Until a user proves their e-mail address with a code Cognito mails to it, it could be anyone's: it is
 * not given to Stripe and gets no password-reset codes. This banner asks for that code.
 *
 * It is there with the screen, never pushed in above it a moment later, where it would move what is under
 * the pointer: the signed-in app draws no screen before the answer (ProjectGate), and the form's chunk
 * suspends to the app's own loading screen (no boundary of its own here), so the screen waits for it too.
 */
export function EmailVerificationBanner() {
  const verified = useQuery(emailVerifiedQuery(useAuthService()));
  if (verified.data !== false) return null;
  return <EmailVerificationPrompt />;
}
