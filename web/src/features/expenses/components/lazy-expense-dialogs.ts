import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The expense form (react-hook-form, zod, uploads) loads when a dialog first opens, not with the screen.
export const ExpenseFormDialog = lazyWithPreload(() => import('./expense-form-dialog'), 'ExpenseFormDialog');
export const ExpenseDetailsDialog = lazyWithPreload(
  () => import('./expense-details-dialog'),
  'ExpenseDetailsDialog',
);
