import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The milestone form (react-hook-form, zod) loads when the dialog first opens, not with the screen.
export const MilestoneFormDialog = lazyWithPreload(
  () => import('./milestone-form-dialog'),
  'MilestoneFormDialog',
);
