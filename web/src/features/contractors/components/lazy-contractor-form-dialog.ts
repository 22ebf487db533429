import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The contractor form (react-hook-form, zod) loads when the dialog first opens, not with the screen.
export const ContractorFormDialog = lazyWithPreload(
  () => import('../../../entities/contractor/components/contractor-form-dialog'),
  'ContractorFormDialog',
);
