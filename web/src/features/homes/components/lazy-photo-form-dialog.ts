import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The photo form (react-hook-form, zod, the upload) loads when a photo is first picked, not with the screen.
export const PhotoFormDialog = lazyWithPreload(() => import('./photo-form-dialog'), 'PhotoFormDialog');
