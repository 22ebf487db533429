import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The screen first shows only its file picker: the mapping and the review (the form kit, MUI's inputs) and the
// rules list load beside the file's reading, so the route's first JS stays within the signed-in budget.
export const LayoutStep = lazyWithPreload(() => import('./layout-step'), 'LayoutStep');
export const ReviewStep = lazyWithPreload(() => import('./review-step'), 'ReviewStep');
export const ImportRules = lazyWithPreload(() => import('./import-rules'), 'ImportRules');
