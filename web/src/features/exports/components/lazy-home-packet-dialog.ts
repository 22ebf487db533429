import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The home packet's dialog (its choice, the export's polling and words) loads when first opened or on intent.
export const HomePacketDialog = lazyWithPreload(() => import('./home-packet-dialog'), 'HomePacketDialog');
