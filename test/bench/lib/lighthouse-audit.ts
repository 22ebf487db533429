import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { benchCertificate } from './self-signed-certificate';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

export interface LighthouseSummary {
  url: string;
  /** Every run's performance score, in order; the other figures are the median run's. */
  performanceRuns: number[];
  /** 0-100 per category. */
  scores: Record<string, number | null>;
  /** Simulated mobile (Moto G Power, slow 4G) metrics: ms, except CLS. */
  metrics: Record<keyof typeof METRICS, number | null>;
  /** Bytes over the wire for the page load, scripts only and in total. */
  scriptTransferBytes: number | null;
  totalTransferBytes: number | null;
  lighthouseVersion: string;
  warnings: string[];
  /** Every URL the page requested while audited. */
  requestedUrls: string[];
  /** Main-thread time by kind of work (Lighthouse's 'mainthread-work-breakdown' groups), ms. */
  mainThread: Partial<Record<MainThreadGroup, number>>;
  /** The tasks over 50 ms (Lighthouse's 'long-tasks'), in order: the script each ran, its start and length. */
  longTasks: { url: string; startMs: number; ms: number }[];
}

export type MainThreadGroup =
  | 'scriptEvaluation'
  | 'scriptParseCompile'
  | 'styleLayout'
  | 'paintCompositeRender'
  | 'parseHTML'
  | 'garbageCollection'
  | 'other';

/** Lighthouse's default (mobile, simulated throttling) on the page `page` is at, or navigates to `url`. */
async function audit(page: Page, url: string, keepStorage: boolean): Promise<Result> {
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, disableStorageReset: keepStorage },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/**
 * Lighthouse's own median run of several (closest to the median first paint and time to interactive),
 * with every run's performance score: one run's score moves by several points on a shared machine.
 */
function summarise(runs: Result[]): LighthouseSummary {
  const lhr = computeMedianRun(runs);
  const performance = (run: Result) => Math.round((run.categories.performance?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const weight = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const transfer = (type: string) =>
    weight?.items?.find((item) => item.resourceType === type)?.transferSize ?? null;
  return {
    url: lhr.finalDisplayedUrl,
    performanceRuns: runs.map(performance),
    scores: Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ),
    metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, numeric(id)])) as Record<
      keyof typeof METRICS,
      number | null
    >,
    scriptTransferBytes: transfer('script'),
    totalTransferBytes: transfer('total'),
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings,
    requestedUrls: (
      (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? []
    ).map((item) => item.url),
    mainThread: Object.fromEntries(
      detailItems<{ group: MainThreadGroup; duration: number }>(lhr, 'mainthread-work-breakdown').map(
        (item) => [item.group, item.duration],
      ),
    ),
    longTasks: detailItems<{ url: string; startTime: number; duration: number }>(lhr, 'long-tasks').map(
      (item) => ({ url: item.url, startMs: item.startTime, ms: item.duration }),
    ),
  };
}

/** An audit's table rows (typed by the caller: Lighthouse types `details` loosely). */
function detailItems<T>(lhr: Result, audit: string): T[] {
  return ((lhr.audits[audit]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
}

/** `runs` audits, each in a browser of its own, summarised as their median run. */
async function medianOf(runs: number, auditOnce: (browser: Browser) => Promise<Result>) {
  const results: Result[] = [];
  for (let run = 0; run < runs; run++) results.push(await withBrowser(auditOnce));
  return summarise(results);
}

async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  // The bench's HTTPS stand-in for CloudFront has a throwaway certificate: trusted by its key, not by
  // ignoring errors, since Chrome does not cache what a page with a certificate error loads.
  const trust = `--ignore-certificate-errors-spki-list=${(await benchCertificate()).spkiSha256}`;
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_ARGS, trust],
    headless: true,
  });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** The landing page as a first-time, signed-out visitor sees it (fresh profile, storage reset). */
export function auditLandingPage(origin: string, runs: number): Promise<LighthouseSummary> {
  return medianOf(runs, async (browser) => audit(await browser.newPage(), `${origin}/`, false));
}

/** A signed-in screen to audit, and how to tell the audited load was that screen, signed in. */
export interface SignedInScreen {
  path: string;
  /** A request only that screen's load makes (signed out, every path shows the landing page). */
  proof: RegExp;
  /** 'cold' empties the HTTP cache and the service worker's caches first; 'warm' keeps what signing in loaded. */
  cache: 'cold' | 'warm';
}

/**
 * A screen of a signed-in user: signs in through the app's own /login form (Amplify keeps the session in
 * localStorage), waits for the dashboard, then audits a fresh load of `screen.path` with Lighthouse's
 * storage reset turned off so that the session survives; 'cold' is a returning user on a new deploy.
 */
export function auditSignedInScreen(
  origin: string,
  login: { email: string; password: string },
  readyText: string,
  screen: SignedInScreen,
  runs: number,
): Promise<LighthouseSummary> {
  return medianOf(runs, async (browser) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[type="email"]', login.email);
    await page.type('input[type="password"]', login.password);
    await page.click('button[type="submit"]');
    // Evaluated in the page (a string: this package compiles without the DOM's types).
    await page.waitForFunction(
      `location.pathname === '/dashboard' && document.body.innerText.includes(${JSON.stringify(readyText)})`,
      { timeout: 30_000 },
    );
    if (screen.cache === 'cold') {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'cache_storage,service_workers',
      });
    }
    const lhr = await audit(page, `${origin}${screen.path}`, true);
    const requested = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
      ?.items;
    if (!requested?.some((item) => screen.proof.test(item.url))) {
      throw new Error(
        `Lighthouse did not load ${screen.path} signed in (no request matching ${screen.proof}): the session did not hold`,
      );
    }
    return lhr;
  });
}
