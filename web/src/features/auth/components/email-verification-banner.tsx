import { useQuery } from '@tanstack/react-query';
import { useAuthService } from '../../../entities/session/api/auth-service';
import { emailVerifiedQuery } from '../api/email-verified-query';
import { EmailVerificationPrompt } from './email-verification-prompt';

/**
 * Until a user proves their e-mail address with a code Cognito mails to it, it could be anyone's: it is
 * not given to Stripe and gets no password-reset codes. This banner asks for that code.
 */
export function EmailVerificationBanner() {
  const verified = useQuery(emailVerifiedQuery(useAuthService()));
  if (verified.data !== false) return null;
  // Its form comes with the banner (no chunk of its own to wait for), and the signed-in app draws no
  // screen before the answer (ProjectGate): the banner is there with the screen, never pushed in above it
  // a moment later, where it would move what is under the pointer (a click would land on the banner).
  return <EmailVerificationPrompt />;
}
