import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The forms (react-hook-form, zod) load when a dialog first opens, not with the screen.
export const ExpenseBasisDialog = lazyWithPreload(
  () => import('./expense-basis-dialog'),
  'ExpenseBasisDialog',
);
export const ReductionFormDialog = lazyWithPreload(
  () => import('./reduction-form-dialog'),
  'ReductionFormDialog',
);
