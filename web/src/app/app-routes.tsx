import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { useAuth } from '../entities/session/components/auth-provider';
import { LandingRoute } from '../features/landing/routes/lazy-landing-route';
import { UnsubscribeRoute } from '../features/reminders/routes/lazy-unsubscribe-route';
import { SharedHomeRoute } from '../features/shared-home/routes/lazy-shared-home-route';
import type { PreloadableComponent } from '../lib/lazy-with-preload';
import { AuthErrorScreen, InvitationSignedOutRoute, LoginRoute, SignedInApp } from './lazy-routes';
import type { SignedOutScreenPath } from './signed-out-paths';

const SIGNED_OUT_SCREENS: Record<SignedOutScreenPath, PreloadableComponent<object>> = {
  '/login': LoginRoute,
  '/invitation': InvitationSignedOutRoute,
  '/unsubscribe': UnsubscribeRoute,
  '/shared/home/:token': SharedHomeRoute,
};

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
          {Object.entries(SIGNED_OUT_SCREENS).map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<LandingRoute />} />
        </Routes>
      ) : (
        <SignedInApp />
      )}
    </Suspense>
  );
}
