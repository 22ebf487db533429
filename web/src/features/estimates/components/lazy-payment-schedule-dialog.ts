import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The payment schedule editor (the owner's) loads when it is first opened from an estimate's details.
export const PaymentScheduleDialog = lazyWithPreload(
  () => import('./payment-schedule-dialog'),
  'PaymentScheduleDialog',
);
