import type { LocalStack } from '@reno/local';
import { auditDashboard, auditLandingPage, type LighthouseSummary } from '../lib/lighthouse-audit';
import { buildWeb, initialJsPerRoute, lazyModuleGzipBytes, type RouteWeight } from '../lib/web-build';
import { startWebServer } from '../lib/web-server';

export interface WebWeightReport {
  buildSeconds: number;
  routes: RouteWeight[];
  /** Amplify's session check, which the entry loads lazily before any signed-in screen renders. */
  sessionCheckGzipBytes: number | null;
  lighthouse: { page: string; summary: LighthouseSummary }[];
}

const SESSION_CHECK_MODULE = 'src/features/auth/api/amplify-session.ts';

/**
 * Lighthouse runs per page, reported as Lighthouse's median run: as its documentation advises, since one
 * run's performance score moves by several points with the machine's load.
 */
export const LIGHTHOUSE_RUNS = 5;

/** Text the dashboard shows once its summary has loaded. */
const DASHBOARD_READY_TEXT = 'Total Budget';

/**
 * Builds the web app, weighs each route's initial JS from the build manifest, then runs Lighthouse
 * (mobile) on the landing page and, signed in as the stack's demo account, on the dashboard.
 */
export async function measureWebWeight(
  stack: LocalStack,
  distDir: string,
  log: (line: string) => void,
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
    log('  Lighthouse: landing page');
    lighthouse.push({
      page: 'landing `/` (signed out, first visit)',
      summary: await auditLandingPage(server.url, LIGHTHOUSE_RUNS),
    });
    log('  Lighthouse: dashboard, cold cache');
    lighthouse.push({
      page: '`/dashboard` (demo account, empty HTTP cache)',
      summary: await auditDashboard(server.url, demo, DASHBOARD_READY_TEXT, 'cold', LIGHTHOUSE_RUNS),
    });
    log('  Lighthouse: dashboard, warm cache');
    lighthouse.push({
      page: '`/dashboard` (demo account, cache warm from signing in)',
      summary: await auditDashboard(server.url, demo, DASHBOARD_READY_TEXT, 'warm', LIGHTHOUSE_RUNS),
    });
    return { buildSeconds, routes, sessionCheckGzipBytes, lighthouse };
  } finally {
    await server.stop();
  }
}
