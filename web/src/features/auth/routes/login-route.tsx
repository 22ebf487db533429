import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ProductTitleLink } from '../../../components/product-title-link';
import { SIGN_UP_TAB } from '../../../entities/session/api/login-paths';
import { ConfirmSignUpForm } from '../components/confirm-sign-up-form';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginSidePanel } from '../components/login-side-panel';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { SCREEN_MIN_HEIGHT } from '../../../lib/screen-min-height';

type LoginTab = 'sign-in' | 'sign-up';

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

  return (
    <Box
      component="main"
      sx={{ minHeight: SCREEN_MIN_HEIGHT, bgcolor: 'background.default', py: { xs: 3, md: 8 } }}
    >
      <Container maxWidth="lg">
        <ProductTitleLink />
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
                  <Tabs
                    value={tab}
                    onChange={(_event, value: LoginTab) => setTab(value)}
                    variant="fullWidth"
                    sx={{ mb: 3 }}
                  >
                    <Tab label="Sign In" value="sign-in" id="tab-sign-in" aria-controls="panel-sign-in" />
                    <Tab label="Sign Up" value="sign-up" id="tab-sign-up" aria-controls="panel-sign-up" />
                  </Tabs>
                  <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
                    {tab === 'sign-in' ? (
                      <SignInForm onNeedsConfirmation={needsConfirmation} onForgotPassword={setForgotEmail} />
                    ) : (
                      <SignUpForm onNeedsConfirmation={needsConfirmation} />
                    )}
                  </div>
                </>
              )}
            </CardContent>
          </Card>
          {/* On a phone the panel lies under the form: a recovery or confirmation step, which grows once
              the server answers, would push it down; there it shows with the tabs only. */}
          <Box sx={{ display: inStep ? { xs: 'none', md: 'block' } : 'block' }}>
            <LoginSidePanel />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
