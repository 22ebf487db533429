import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The sidebar (project select, menus, drawer) is not part of a phone's first paint: it loads beside the
// screen on wide windows, and at the first touch on narrow ones.
export const DesktopSidebar = lazyWithPreload(() => import('./desktop-sidebar'), 'DesktopSidebar');
export const MobileDrawer = lazyWithPreload(() => import('./mobile-drawer'), 'MobileDrawer');
