import { lazyWithPreload } from '../../../lib/lazy-with-preload';

/** A home packet's shared page, its own chunk: both routers (signed in and out) mount it. */
export const SharedHomeRoute = lazyWithPreload(() => import('./shared-home-route'), 'SharedHomeRoute');
