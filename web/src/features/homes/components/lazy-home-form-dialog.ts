import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The home form (react-hook-form, zod) loads when the dialog first opens, not with the screen.
export const HomeFormDialog = lazyWithPreload(() => import('./home-form-dialog'), 'HomeFormDialog');
