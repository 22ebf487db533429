import { lazyWithPreload } from '../lib/lazy-with-preload';

// Each screen is its own chunk: charts, markdown and Amplify's sign-in code arrive only with the screens
// that use them. The landing page's is features/landing/routes/lazy-landing-route.ts.
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
