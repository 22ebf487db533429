import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The estimate form (react-hook-form, zod, uploads) loads when a dialog first opens, not with the screen.
export const EstimateFormDialog = lazyWithPreload(
  () => import('./estimate-form-dialog'),
  'EstimateFormDialog',
);
export const EstimateDetailDialog = lazyWithPreload(
  () => import('./estimate-detail-dialog'),
  'EstimateDetailDialog',
);
