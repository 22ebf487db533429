import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The room form (react-hook-form, zod) loads when the dialog first opens, not with the screen.
export const RoomFormDialog = lazyWithPreload(() => import('./room-form-dialog'), 'RoomFormDialog');
