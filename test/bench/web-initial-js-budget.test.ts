import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebWhenStale, distDir } from '@reno/local/web-build';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets';
import {
  initialJsPerRoute,
  LANDING_ROUTE,
  precacheWeight,
  SESSION_APP_CHUNK,
  type RouteWeight,
} from './lib/web-build';

describe('web initial JS budget', () => {
  let routes: RouteWeight[];

  beforeAll(async () => {
    // Prepare: web/dist, the production build npm start serves, built first when it is older than its
    // sources. A test stack with web: 'build' needs it too: the run builds it once, whoever comes first.
    const output: string[] = [];
    const logger = { info: (line: string) => output.push(line), warn: console.warn, error: console.error };
    try {
      await buildWebWhenStale(logger, new AbortController().signal);
    } catch (error) {
      console.error(output.join('\n'));
      throw error;
    }
    routes = initialJsPerRoute(distDir);
  }, 180_000);

  it('finds the lazily loaded routes in the build manifest, the landing route among them', () => {
    expect(routes.map((route) => route.route)).toEqual(
      expect.arrayContaining([LANDING_ROUTE, 'src/app/routes/dashboard-route.tsx']),
    );
    const dashboard = routes.find((route) => route.name === 'dashboard')!;
    const landing = routes.find((route) => route.route === LANDING_ROUTE)!;
    // The signed-in app shell is on the dashboard's way, never on the landing page's.
    expect(dashboard.chain.at(-2)).toBe('src/app/signed-in-app.tsx');
    expect(landing.chain).toEqual([LANDING_ROUTE]);
  });

  it(`keeps every route's initial JS but the landing page's, /login's included, at or under ${BUDGETS.routeInitialJsGzipBytes / 1024} KiB gzip`, () => {
    const others = routes.filter((route) => route.route !== LANDING_ROUTE);
    expect(others.map((route) => route.name)).toEqual(
      expect.arrayContaining(['login', 'dashboard', 'expenses', 'projects']),
    );
    const over = others
      .filter((route) => route.gzipBytes > BUDGETS.routeInitialJsGzipBytes)
      .map((route) => `${route.name}: ${(route.gzipBytes / 1024).toFixed(1)} KiB`);
    expect(over).toEqual([]);
  });

  it('loads Workbox (the service worker registration) on no route’s way: a chunk of its own, after the first render', () => {
    // Text only workbox-window's code contains; it must be in the build, or its absence proves nothing.
    const marker = 'messageSkipWaiting';
    expect(filesHolding(builtAssets(), marker)).toHaveLength(1);
    expect(routes.flatMap((route) => filesHolding(route.files, marker))).toEqual([]);
  });

  it(`precaches the app shell only, at most ${BUDGETS.precacheGzipBytes / 1024} KiB gzip: the expenses screen, no other screen's own chunk`, () => {
    const precache = precacheWeight(distDir);
    const expenses = routes.find((route) => route.name === 'expenses')!;
    expect(precache.urls).toContain('index.html');
    expect(precache.urls).toEqual(expect.arrayContaining(expenses.files));
    const othersOwn = routes
      .filter((route) => route !== expenses)
      .flatMap((route) => route.files.filter((file) => !expenses.files.includes(file)));
    expect(othersOwn.length).toBeGreaterThan(0);
    expect(precache.urls.filter((url) => othersOwn.includes(url) && url.includes('-route-'))).toEqual([]);
    expect(precache.gzipBytes).toBeLessThanOrEqual(BUDGETS.precacheGzipBytes);
  });

  it('draws the landing page without TanStack Query: it loads with the session app, on every other route’s way', () => {
    // Text only TanStack Query's code contains; on /login's way, or its absence proves nothing.
    const marker = 'Missing queryFn';
    const holding = (route: RouteWeight) => filesHolding(route.files, marker);
    const landing = routes.find((route) => route.route === LANDING_ROUTE)!;
    const login = routes.find((route) => route.name === 'login')!;
    expect(login.chain[0]).toMatch(SESSION_APP_CHUNK);
    expect(holding(login)).toHaveLength(1);
    expect(holding(landing)).toEqual([]);
  });

  it('loads the preload entry beside the main one: async in index.html, importing nothing, so it runs as soon as it arrives', () => {
    const html = contentOf('index.html') ?? '';
    const script = html.match(
      /<script type="module" async crossorigin src="\/(assets\/preload-[\w-]+\.js)">/,
    );
    expect(script).not.toBeNull();
    expect(contentOf(script![1]!)).not.toMatch(/^import\b|\bfrom\s*["'`]/m);
    // It starts the session app's download (a session may be stored).
    expect(contentOf(script![1]!)).toMatch(/import\(`\.\/session-app-[\w-]+\.js`\)/);
  });

  it(`keeps the landing route's initial JS at or under ${BUDGETS.landingInitialJsGzipBytes / 1024} KiB gzip`, () => {
    const landing = routes.find((route) => route.route === LANDING_ROUTE)!;
    expect(landing.gzipBytes).toBeGreaterThan(0);
    expect(landing.gzipBytes).toBeLessThanOrEqual(BUDGETS.landingInitialJsGzipBytes);
  });

  it("keeps charts, markdown and Amplify's code off the landing route's way: they load with what uses them", () => {
    // Text that only the named library's code contains; each must be in the build, or its absence proves nothing.
    const markers = {
      '@mui/x-charts': 'MuiChartsSurface',
      'react-markdown': 'remarkRehypeOptions',
      "Amplify's sign-in": 'USER_PASSWORD_AUTH',
      'Amplify core': 'aws-amplify',
    };
    const landing = routes.find((route) => route.route === LANDING_ROUTE)!;
    for (const [library, marker] of Object.entries(markers)) {
      expect(filesHolding(builtAssets(), marker), library).not.toEqual([]);
      expect(filesHolding(landing.files, marker), library).toEqual([]);
    }
  });
});

/** The build's files under assets/, as the routes and the precache name them ('assets/…'). */
function builtAssets(): string[] {
  return readdirSync(join(distDir, 'assets')).map((file) => `assets/${file}`);
}

/** Those of `files` whose text contains `marker`. */
function filesHolding(files: string[], marker: string): string[] {
  return files.filter((file) => contentOf(file)?.includes(marker));
}

/**
 * A file of web/dist, or null when it is gone: the stack's web test adds a file there and deletes it
 * while this reads the folder.
 */
function contentOf(file: string): string | null {
  try {
    return readFileSync(join(distDir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
