import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The task form (react-hook-form, zod) loads when the dialog first opens, not with the screen.
export const MaintenanceFormDialog = lazyWithPreload(
  () => import('./maintenance-form-dialog'),
  'MaintenanceFormDialog',
);
