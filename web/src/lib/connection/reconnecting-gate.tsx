import { Suspense } from 'react';
import { useReconnecting } from './reconnecting';
import { lazyWithPreload } from '../lazy-with-preload';

// The notice loads with the first retry: most visits never need it.
const ReconnectingNotice = lazyWithPreload(() => import('./reconnecting-notice'), 'ReconnectingNotice');

export function ReconnectingGate() {
  const reconnecting = useReconnecting();
  if (!reconnecting) return null;
  return (
    <Suspense fallback={null}>
      <ReconnectingNotice />
    </Suspense>
  );
}
