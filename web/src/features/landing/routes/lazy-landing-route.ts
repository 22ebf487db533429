import { lazyWithPreload } from '../../../lib/lazy-with-preload';

/**
 * The landing page, its own chunk: a first visit's gate (the entry) and the signed-out routes (the session
 * app) both mount it.
 */
export const LandingRoute = lazyWithPreload(() => import('./landing-route'), 'LandingRoute');
