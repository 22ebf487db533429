import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
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
 */
export function EmailVerificationBanner() {
  const verified = useQuery(emailVerifiedQuery(useAuthService()));
  if (verified.data !== false) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationPrompt />
    </Suspense>
  );
}
