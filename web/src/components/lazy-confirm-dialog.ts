import { lazyWithPreload } from '../lib/lazy-with-preload';

// Dialog and its transitions load when a screen first asks to confirm, not with the screen.
export const ConfirmDialog = lazyWithPreload(() => import('./confirm-dialog'), 'ConfirmDialog');
