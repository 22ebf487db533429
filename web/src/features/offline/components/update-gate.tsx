import { Suspense } from 'react';
import { useWaitingUpdate } from '../api/service-worker-events';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The prompt loads only once a new version waits.
const UpdatePrompt = lazyWithPreload(() => import('./update-prompt'), 'UpdatePrompt');

/** 'A new version is ready — Reload' once a deploy's service worker has installed and waits. */
export function UpdateGate() {
  const applyUpdate = useWaitingUpdate();
  if (!applyUpdate) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onReload={applyUpdate} />
    </Suspense>
  );
}
