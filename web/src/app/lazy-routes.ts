import { lazy } from 'react';

// Each screen is its own chunk: the landing route's initial JS stays small, and charts, markdown and
// Amplify's sign-in code arrive only with the screens that use them.
export const LandingRoute = lazy(() =>
  import('../features/landing/routes/landing-route').then((module) => ({ default: module.LandingRoute })),
);
export const LoginRoute = lazy(() =>
  import('../features/auth/routes/login-route').then((module) => ({ default: module.LoginRoute })),
);
export const InvitationSignedOutRoute = lazy(() =>
  import('../features/household/routes/invitation-signed-out-route').then((module) => ({
    default: module.InvitationSignedOutRoute,
  })),
);
export const SignedInApp = lazy(() =>
  import('./signed-in-app').then((module) => ({ default: module.SignedInApp })),
);
export const AuthErrorScreen = lazy(() =>
  import('../features/auth/components/auth-error-screen').then((module) => ({
    default: module.AuthErrorScreen,
  })),
);
