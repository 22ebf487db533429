import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { vi } from 'vitest';
import { AppFrame } from '../app/app-frame';
import { AppRoutes } from '../app/app-routes';
import { AppProviders } from '../app/providers';
import { configureApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import type { RuntimeConfig } from '../lib/runtime-config';
import { testConfig } from './test-config';
import { createFakeApi, type FakeApi, type FakeDb } from './fake-api';
import { createFakeAuth, type FakeAuth } from './fake-auth';
import { TestStyles } from './style-cache';
import { DESKTOP_WIDTH, setViewportWidth } from './viewport';

/** Shows the router's current location, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Hands the router's navigate function to the test (for back/forward). */
function NavigateProbe({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  onReady(useNavigate());
  return null;
}

interface RenderAppOptions {
  path?: string;
  db?: Partial<FakeDb>;
  api?: FakeApi;
  auth?: FakeAuth;
  signedIn?: boolean;
  config?: Partial<RuntimeConfig>;
  width?: number;
}

/**
 * The whole app (providers + routing, docs/product.md#routing) at `path`, over a fake API and a fake auth
 * service.
 */
export function renderApp(options: RenderAppOptions = {}) {
  return renderInApp(<AppRoutes />, options);
}

/**
 * `ui` (a screen, or routes of a few) inside the app's providers and a router at `path`, over a fake API and
 * a fake auth service.
 */
export function renderInApp(
  ui: ReactNode,
  { path = '/', db, api, auth, signedIn = true, config, width = DESKTOP_WIDTH }: RenderAppOptions = {},
) {
  const fakeApi = api ?? createFakeApi(db);
  const fakeAuth = auth ?? createFakeAuth({ signedIn });
  vi.stubGlobal('fetch', fakeApi.fetch);
  setViewportWidth(width);
  configureApiClient({ apiUrl: '/api', getIdToken: () => fakeAuth.service.getIdToken() });
  const queryClient = createQueryClient();
  // A test on fake timers moves them on while the user types and clicks.
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const router = { navigate: (() => {}) as NavigateFunction };
  const result = render(
    <TestStyles>
      <MemoryRouter initialEntries={[path]}>
        <AppFrame config={{ ...testConfig, ...config }}>
          <AppProviders authService={fakeAuth.service} queryClient={queryClient}>
            {ui}
            <LocationProbe />
            <NavigateProbe onReady={(navigate) => (router.navigate = navigate)} />
          </AppProviders>
        </AppFrame>
      </MemoryRouter>
    </TestStyles>,
  );
  return {
    ...result,
    user,
    api: fakeApi,
    auth: fakeAuth,
    queryClient,
    /** Browser back (-1) or forward (1). */
    go: (delta: number) => router.navigate(delta),
  };
}
