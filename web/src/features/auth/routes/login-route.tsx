import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContentSpinner } from '../../../components/content-spinner';
import { ProductTitlePage } from '../../../components/product-title-page';
import { SIGN_UP_TAB } from '../../../entities/session/api/login-paths';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { usePreloadOnIntent } from '../../../lib/use-preload-on-intent';
import { signInValidation, signUpValidation } from '../api/lazy-auth-validation';
import { LoginSidePanel } from '../components/login-side-panel';
import { LoginTabs, type LoginTab } from '../components/login-tabs';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

// Steps a click opens ('Forgot password?', or an account still to confirm), and the forms' validation
// (zod): not in the first JS of the screen every returning visitor opens first (docs/benchmarks.md section
// 4a); they download on the first pointer or key on the page.
const ForgotPasswordForm = lazyWithPreload(
  () => import('../components/forgot-password-form'),
  'ForgotPasswordForm',
);
const ConfirmSignUpForm = lazyWithPreload(
  () => import('../components/confirm-sign-up-form'),
  'ConfirmSignUpForm',
);

/** /login for signed-out visitors; the router sends signed-in users to /dashboard instead. */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<LoginTab>(searchParams.get('tab') === SIGN_UP_TAB ? 'sign-up' : 'sign-in');
  // 'Forgot password?' replaces the tabs, starting from the address typed so far.
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [pendingConfirmation, setPendingConfirmation] = useState<{ email: string; password: string } | null>(
    null,
  );
  const needsConfirmation = (email: string, password: string) => setPendingConfirmation({ email, password });
  const inStep = forgotEmail !== null || pendingConfirmation !== null;
  usePreloadOnIntent(
    ForgotPasswordForm.preload,
    ConfirmSignUpForm.preload,
    signInValidation.preload,
    signUpValidation.preload,
  );

  return (
    <ProductTitlePage maxWidth="lg">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
              {tab === 'sign-in' ? 'Welcome back' : 'Create your account'}
            </Typography>
            <Suspense fallback={<ContentSpinner />}>
              {pendingConfirmation ? (
                <ConfirmSignUpForm
                  email={pendingConfirmation.email}
                  password={pendingConfirmation.password}
                  onCancel={() => setPendingConfirmation(null)}
                />
              ) : forgotEmail !== null ? (
                <ForgotPasswordForm
                  email={forgotEmail}
                  onBack={() => setForgotEmail(null)}
                  onNeedsConfirmation={needsConfirmation}
                />
              ) : (
                <>
                  <LoginTabs value={tab} onChange={setTab} />
                  <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
                    {tab === 'sign-in' ? (
                      <SignInForm onNeedsConfirmation={needsConfirmation} onForgotPassword={setForgotEmail} />
                    ) : (
                      <SignUpForm onNeedsConfirmation={needsConfirmation} />
                    )}
                  </div>
                </>
              )}
            </Suspense>
          </CardContent>
        </Card>
        {/* On a phone the panel lies under the form: a recovery or confirmation step, which grows once
            the server answers, would push it down; there it shows with the tabs only. */}
        <Box sx={{ display: inStep ? { xs: 'none', md: 'block' } : 'block' }}>
          <LoginSidePanel />
        </Box>
      </Box>
    </ProductTitlePage>
  );
}
