import type { LocalStack } from '@reno/local';
import {
  auditLandingPage,
  auditSignedInScreen,
  type LighthouseSummary,
  type SignedInScreen,
} from '../lib/lighthouse-audit';
import { buildWeb, initialJsPerRoute, lazyModuleGzipBytes, type RouteWeight } from '../lib/web-build';
import { startWebServer } from '../lib/web-server';

export interface WebWeightReport {
  buildSeconds: number;
  routes: RouteWeight[];
  /** Amplify's session check, which the entry loads lazily before any signed-in screen renders. */
  sessionCheckGzipBytes: number | null;
  lighthouse: { page: string; summary: LighthouseSummary }[];
  /** Lighthouse runs per page. */
  runs: number;
}

const SESSION_CHECK_MODULE = 'src/features/auth/api/amplify-session.ts';

/**
 * Lighthouse runs per page, reported as Lighthouse's median run: as its documentation advises, since one
 * run's performance score moves by several points with the machine's load.
 */
export const LIGHTHOUSE_RUNS = 5;

/** Text the dashboard shows once its summary has loaded. */
const DASHBOARD_READY_TEXT = 'Total Budget';

interface AuditedPage {
  /** How the report names it. */
  page: string;
  /** Signed out, or a screen of the demo account with its HTTP cache cold or warm. */
  signedIn: SignedInScreen | null;
}

/** The main screens (issue 50, item 5). */
export const AUDITED_PAGES: AuditedPage[] = [
  { page: 'landing `/` (signed out, first visit)', signedIn: null },
  {
    page: '`/dashboard` (demo account, empty HTTP cache)',
    signedIn: { path: '/dashboard', proof: /\/api\/projects\/\d+\/summary/, cache: 'cold' },
  },
  {
    page: '`/dashboard` (demo account, cache warm from signing in)',
    signedIn: { path: '/dashboard', proof: /\/api\/projects\/\d+\/summary/, cache: 'warm' },
  },
  {
    page: '`/expenses` (demo account, empty HTTP cache)',
    signedIn: { path: '/expenses', proof: /\/api\/expenses\?/, cache: 'cold' },
  },
  {
    page: '`/estimates` (demo account, empty HTTP cache)',
    signedIn: { path: '/estimates', proof: /\/api\/estimates/, cache: 'cold' },
  },
  {
    page: '`/budget` (demo account, empty HTTP cache)',
    signedIn: { path: '/budget', proof: /\/api\/projects\/\d+\/budget/, cache: 'cold' },
  },
  {
    page: '`/household` (demo account, empty HTTP cache)',
    signedIn: { path: '/household', proof: /\/api\/household$/, cache: 'cold' },
  },
];

/**
 * Builds the web app, weighs each route's initial JS from the build manifest, then runs Lighthouse
 * (mobile) `runs` times on each of `pages`: the landing page signed out, the other main screens signed in
 * as the stack's demo account.
 */
export async function measureWebWeight(
  stack: LocalStack,
  distDir: string,
  log: (line: string) => void,
  { pages = AUDITED_PAGES, runs = LIGHTHOUSE_RUNS } = {},
): Promise<WebWeightReport> {
  const began = performance.now();
  buildWeb(distDir);
  const buildSeconds = (performance.now() - began) / 1000;
  const routes = initialJsPerRoute(distDir);
  const sessionCheckGzipBytes = lazyModuleGzipBytes(distDir, SESSION_CHECK_MODULE);
  if (!stack.demo) throw new Error('The local stack has no demo account to sign in with');
  const demo = stack.demo;

  const server = await startWebServer(distDir, stack.url);
  try {
    const lighthouse: WebWeightReport['lighthouse'] = [];
    for (const { page, signedIn } of pages) {
      log(`  Lighthouse: ${page}, ${runs} run(s)`);
      const summary = signedIn
        ? await auditSignedInScreen(server.url, demo, DASHBOARD_READY_TEXT, signedIn, runs)
        : await auditLandingPage(server.url, runs);
      lighthouse.push({ page, summary });
    }
    return { buildSeconds, routes, sessionCheckGzipBytes, lighthouse, runs };
  } finally {
    await server.stop();
  }
}
