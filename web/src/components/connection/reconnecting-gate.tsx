import { lazy, Suspense } from 'react';
import { useReconnecting } from '../../lib/connection-status';

// The notice loads with the first retry: most visits never need it.
const ReconnectingNotice = lazy(() =>
  import('./reconnecting-notice').then((module) => ({ default: module.ReconnectingNotice })),
);

export function ReconnectingGate() {
  const reconnecting = useReconnecting();
  if (!reconnecting) return null;
  return (
    <Suspense fallback={null}>
      <ReconnectingNotice />
    </Suspense>
  );
}
