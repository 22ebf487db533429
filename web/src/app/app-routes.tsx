import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { useAuth } from '../entities/session/components/auth-provider';
import { UnsubscribeRoute } from '../features/reminders/routes/lazy-unsubscribe-route';
import { SharedHomeRoute } from '../features/shared-home/routes/lazy-shared-home-route';
import {
  AuthErrorScreen,
  InvitationSignedOutRoute,
  LandingRoute,
  LoginRoute,
  SignedInApp,
} from './lazy-routes';

/**
 * Routing (docs/product.md#routing): loading → spinner; signed out → landing (any path), /login, the
 * invitation link's page, a reminder e-mail's unsubscribe page or a home packet's shared page; signed in →
 * the app.
 */
export function AppRoutes() {
  const { state, retry } = useAuth();

  if (state.status === 'loading') return <FullScreenSpinner label="Loading your session" />;

  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {state.status === 'error' ? (
        <AuthErrorScreen error={state.error} onRetry={retry} />
      ) : state.status === 'signedOut' ? (
        <Routes>
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/invitation" element={<InvitationSignedOutRoute />} />
          <Route path="/unsubscribe" element={<UnsubscribeRoute />} />
          <Route path="/shared/home/:token" element={<SharedHomeRoute />} />
          <Route path="*" element={<LandingRoute />} />
        </Routes>
      ) : (
        <SignedInApp />
      )}
    </Suspense>
  );
}
