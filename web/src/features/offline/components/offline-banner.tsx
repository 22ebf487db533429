import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useOnline } from '../../../lib/connection/use-online';
import { newestDataTime } from '../utils/seen-at';

// Its alert is a chunk of its own, loaded on going offline (the app shell precaches it): online, every
// screen's first paint is spared it.
const OfflineNotice = lazyWithPreload(() => import('./offline-notice'), 'OfflineNotice');

/**
 * Above every signed-in screen while the browser is offline: what shows is what the user last saw (the
 * cache, restored from IndexedDB after a reload), never fresh data.
 */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice seenAt={newestDataTime(queryClient)} />
    </Suspense>
  );
}
