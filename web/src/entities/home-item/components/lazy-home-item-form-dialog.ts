import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The item form (react-hook-form, zod) loads when the dialog first opens: from a room's items, or from an
// expense's 'Add to the home record'.
export const HomeItemFormDialog = lazyWithPreload(
  () => import('./home-item-form-dialog'),
  'HomeItemFormDialog',
);
