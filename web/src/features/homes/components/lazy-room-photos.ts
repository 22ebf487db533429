import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// A room's photos (their grid, the camera button, the switch) load when 'Photos' is first opened, not with
// the Homes screen; the pointer reaching the button starts the download.
export const RoomPhotos = lazyWithPreload(() => import('./room-photos'), 'RoomPhotos');
