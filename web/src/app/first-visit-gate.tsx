import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { mayHaveSession } from '../features/auth/api/session-hint';
import { LandingRoute } from '../features/landing/routes/lazy-landing-route';
import type { PreloadableComponent } from '../lib/lazy-with-preload';
import { usePreloadOnIntent } from '../lib/use-preload-on-intent';
import { isLandingPath } from './signed-out-paths';

interface FirstVisitGateProps {
  /** The app client of /config.json, whose stored tokens mean a session may exist. */
  clientId: string;
  /** Everything else (app/session-app.tsx): TanStack Query, the API client, the session, the routes. */
  sessionApp: PreloadableComponent<object>;
}

/**
 * A visitor with no stored session on a landing path (docs/product.md#app-loading) sees the landing page
 * drawn by the entry alone, without the session app's code, which downloads at the first intent on the
 * page and starts with the first step to another path. Once started it stays (it draws the landing page
 * itself on the way back). With a stored session, or on any other path, it starts at once.
 */
export function FirstVisitGate({ clientId, sessionApp: SessionApp }: FirstVisitGateProps) {
  const onLanding = isLandingPath(useLocation().pathname);
  const [started, setStarted] = useState(() =>
    mayHaveSession(clientId, window.localStorage, window.location.search),
  );
  if (!started && !onLanding) setStarted(true);
  return started || !onLanding ? <SessionApp /> : <FirstVisitLanding preload={SessionApp.preload} />;
}

function FirstVisitLanding({ preload }: { preload: () => Promise<unknown> }) {
  usePreloadOnIntent(preload);
  return <LandingRoute />;
}
