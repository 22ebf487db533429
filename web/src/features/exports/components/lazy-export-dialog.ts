import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The export dialog (its queries, polling and words) loads when it first opens, not with the screen.
export const ExportDialog = lazyWithPreload(() => import('./export-dialog'), 'ExportDialog');
