import { expect, test } from '../support/fixtures';
import { cachedPaths, ProfileBrowser, waitForServiceWorker } from '../support/offline';

interface AppManifest {
  errors: { message: string }[];
  data?: string;
}

test('Chromium finds the app installable: a manifest with its icons and a service worker, no errors', async ({
  stack,
}, testInfo) => {
  const browser = new ProfileBrowser(testInfo, stack.url);
  const page = await browser.open();
  await page.goto('/');
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

test('the service worker precaches the shell and every route chunk, so the app opens with no network', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const paths = await cachedPaths(page);
  expect(paths).toContain('/index.html');
  expect(paths).toContain('/manifest.webmanifest');
  const routeChunks = paths.filter((path) => /^\/assets\/[\w-]+-route-[\w-]+\.js$/.test(path));
  expect(routeChunks.length).toBeGreaterThanOrEqual(12);

  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await context.setOffline(false);
});
