import { lazyWithPreload } from '../lib/lazy-with-preload';

// Each screen is its own chunk: the landing route's initial JS stays small, and charts, markdown and
// Amplify's sign-in code arrive only with the screens that use them.
export const LandingRoute = lazyWithPreload(
  () => import('../features/landing/routes/landing-route'),
  'LandingRoute',
);
export const LoginRoute = lazyWithPreload(() => import('../features/auth/routes/login-route'), 'LoginRoute');
export const InvitationSignedOutRoute = lazyWithPreload(
  () => import('../features/household/routes/invitation-signed-out-route'),
  'InvitationSignedOutRoute',
);
export const SignedInApp = lazyWithPreload(() => import('./signed-in-app'), 'SignedInApp');
export const AuthErrorScreen = lazyWithPreload(
  () => import('../features/auth/components/auth-error-screen'),
  'AuthErrorScreen',
);
