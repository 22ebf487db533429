import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The share links' dialog loads when first opened (or on intent), not with the screen.
export const HomeShareDialog = lazyWithPreload(() => import('./home-share-dialog'), 'HomeShareDialog');
