import { SESSION_APP_CHUNK } from '../../bench/lib/web-build';
import { signInNewUser } from '../support/accounts';
import { openAddExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import {
  builtFiles,
  cachedPaths,
  OFFLINE_MODULES,
  ProfileBrowser,
  waitForOfflineCopy,
  waitForServiceWorker,
  withProfileBrowser,
} from '../support/offline';

interface AppManifest {
  errors: { message: string }[];
  data?: string;
}

test('signed in, Chromium finds the app installable: a manifest with its icons and a service worker, no errors', async ({
  stack,
}, testInfo) => {
  const browser = new ProfileBrowser(testInfo, stack.url);
  const page = await browser.open();
  await signInNewUser(page, testInfo);
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);

  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);

  const manifest = (await cdp.send('Page.getAppManifest')) as AppManifest;
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({
    name: 'Home Renovation Tracker',
    short_name: 'Reno Tracker',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#1565c0',
  });
  const icons = data.icons as { sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  await browser.close();
});

// A hard reload (Ctrl+Shift+R) loads the page past the worker, as the browser loads a page whose load
// began while the first worker activated (a navigation right after sign-in): the worker's claim of the
// pages open when it activated missed it. Without a worker the page could not open, offline, a screen it
// has not loaded: the app asks the worker to take it.
test('a page loaded past the service worker (a hard reload) is taken over by it', async ({
  stack,
}, testInfo) => {
  await withProfileBrowser(testInfo, stack.url, async (browser) => {
    const page = await browser.open();
    await signInNewUser(page, testInfo, { project: { name: 'Cabin Porch', budget: '8000' } });
    await waitForServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const loaded = page.waitForEvent('load');
    await cdp.send('Page.reload', { ignoreCache: true });
    await loaded;
    await expect(page.getByRole('heading', { name: 'Cabin Porch', level: 1 })).toBeVisible();
    // The worker had no part in this load (it would have started before the request).
    const workerStart = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart,
    );
    expect(workerStart).toBe(0);
    await waitForServiceWorker(page);
  });
});

test('a signed-out visit fetches no service worker, no offline code and, on the landing page, not the session app; signing in brings the worker, which precaches the app shell only, and the expense form opens offline', async ({
  page,
  context,
}, testInfo) => {
  const requested: string[] = [];
  context.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
  // The landing page draws without the session app (TanStack Query, the session); it comes with Sign In.
  await page.waitForLoadState('networkidle');
  const sessionApp = builtFiles(SESSION_APP_CHUNK);
  expect(sessionApp).toHaveLength(1);
  expect(requested.filter((path) => sessionApp.includes(path))).toEqual([]);
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual(expect.arrayContaining(sessionApp));
  const offlineCode = builtFiles(OFFLINE_MODULES);
  // The build has them (their absence below proves something): the cache, the outbox, the registration.
  expect(offlineCode.length).toBeGreaterThanOrEqual(3);
  expect(requested.filter((path) => path === '/sw.js' || offlineCode.includes(path))).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  await signInNewUser(page, testInfo, { project: { name: 'Cabin Porch', budget: '8000' } });
  await waitForServiceWorker(page);
  const cached = await cachedPaths(page);
  expect(cached).toContain('/index.html');
  expect(cached).toEqual(expect.arrayContaining(builtFiles(/\/expenses\/routes\/expenses-route\.tsx$/)));
  // Screens not opened yet are cached when first used, not up front.
  const unopened = builtFiles(/\/(landing|estimates|timeline|admin)-route\.tsx$/);
  expect(unopened).toHaveLength(4);
  expect(cached.filter((path) => unopened.includes(path))).toEqual([]);

  // The expenses screen, never opened online, opens offline with its form.
  await waitForOfflineCopy(page, ['Cabin Porch']);
  await context.setOffline(true);
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await openAddExpense(page);
  await context.setOffline(false);
});

test.describe('a browser that refuses service workers (a private window, a policy)', () => {
  test.use({ serviceWorkers: 'block' });

  test('keeps the signed-in app, without a worker and without an error', async ({ page }, testInfo) => {
    // The signed-in app asks for the worker once it has drawn; the refusal must end there (healthyApp
    // fails the test on any uncaught error, a rejected registration included).
    const registering = page.waitForResponse((response) =>
      /\/assets\/register-service-worker-[\w-]+\.js$/.test(response.url()),
    );
    await signInNewUser(page, testInfo, { project: { name: 'Attic Insulation', budget: '4000' } });
    await registering;
    await page.getByRole('navigation').getByRole('link', { name: 'Expenses' }).first().click();
    await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});
