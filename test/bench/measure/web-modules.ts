import { BUDGETS } from '../budgets';
import { initialJsPerRoute, LANDING_ROUTE, precacheWeight, type RouteWeight } from '../lib/web-build';
import { ModuleWeigher, type PieceWeights } from '../lib/web-module-weights';

interface WeighedColumn {
  /** 'landing', 'login', 'expenses', 'precache' */
  name: string;
  gzipBytes: number;
  budgetBytes: number;
  pieces: PieceWeights;
}

export interface WebModulesReport {
  /** The landing page, /login, the three heaviest signed-in routes, then the service worker's precache. */
  columns: WeighedColumn[];
}

const SIGNED_IN_APP = 'src/app/signed-in-app.tsx';

/**
 * What the first JS of the routes nearest their budgets, and the precache, are made of (issue 50, item 4):
 * read from a build with hidden source maps (`buildWeb(dir, { sourceMaps: true })`).
 */
export function measureWebModules(distDir: string): WebModulesReport {
  const weigher = new ModuleWeigher(distDir);
  const routes = initialJsPerRoute(distDir);
  const column = (route: RouteWeight, budgetBytes: number): WeighedColumn => ({
    name: route.name,
    gzipBytes: route.gzipBytes,
    budgetBytes,
    pieces: weigher.weigh(route.files),
  });
  const landing = routes.find((route) => route.route === LANDING_ROUTE)!;
  const login = routes.find((route) => route.name === 'login')!;
  const heaviestSignedIn = routes
    .filter((route) => route.chain.includes(SIGNED_IN_APP))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3);
  const precache = precacheWeight(distDir);
  const precachedJs = weigher.weigh(precache.urls.filter((url) => url.endsWith('.js')));
  const js = [...precachedJs.values()].reduce((sum, bytes) => sum + bytes, 0);
  precachedJs.set('(HTML, CSS, web app manifest)', precache.gzipBytes - js);
  return {
    columns: [
      column(landing, BUDGETS.landingInitialJsGzipBytes),
      column(login, BUDGETS.routeInitialJsGzipBytes),
      ...heaviestSignedIn.map((route) => column(route, BUDGETS.routeInitialJsGzipBytes)),
      {
        name: 'precache',
        gzipBytes: precache.gzipBytes,
        budgetBytes: BUDGETS.precacheGzipBytes,
        pieces: precachedJs,
      },
    ],
  };
}
