import { lazyWithPreload } from '../../../lib/lazy-with-preload';

/** The unsubscribe page, its own chunk: both routers (signed in and out) mount it. */
export const UnsubscribeRoute = lazyWithPreload(() => import('./unsubscribe-route'), 'UnsubscribeRoute');
