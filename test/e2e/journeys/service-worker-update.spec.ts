import type { Page } from '@playwright/test';
import { benchCertificate } from '../../bench/lib/self-signed-certificate';
import { startWebServer, type WebServer } from '../../bench/lib/web-server';
import { signIn } from '../support/accounts';
import { twoDeploys, type TwoDeploys } from '../support/deploys';
import { expect, test } from '../support/fixtures';
import {
  cachedPaths,
  waitForServiceWorker,
  withProfileBrowser,
  type ProfileBrowser,
} from '../support/offline';

/** The entry script the page was started from: which build it runs (null while it reloads). */
const runningBuild = (page: Page) =>
  page
    .evaluate(() => {
      const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
      return script ? new URL(script.src).pathname : null;
    })
    .catch(() => null);

/**
 * The page started on the first build (signed in through its form as the stack's demo account, only
 * read: the worker is for people who sign in), the second deployed meanwhile: what the page asks for and
 * shows.
 */
async function updateAcrossTwoBuilds(
  browser: ProfileBrowser,
  server: WebServer,
  deploys: TwoDeploys,
  demo: { email: string; password: string },
) {
  const page = await browser.open();
  await signIn(page, demo.email, demo.password);
  await waitForServiceWorker(page);
  expect(await runningBuild(page)).toBe(deploys.first.entry);
  // The expenses screen opened once: the precache holds what its form needs offline (its phone list
  // too), the worker keeps the rest (the desktop table) when first used.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const expensesHeading = page.getByRole('heading', { name: 'Expenses', level: 1 });
  await nav.getByRole('link', { name: 'Expenses' }).click();
  await expect(expensesHeading).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();

  server.deploy(deploys.next.dir);
  const afterDeploy = server.served.length;
  // The browser looks for a new worker at each page load and the app hourly; here at once.
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await expect(prompt).toBeVisible();

  // Until the user chooses Reload the page goes on with the build it started with, from the worker's
  // precache, a reload included: the server, which no longer has those files, is never asked for them.
  await nav.getByRole('link', { name: 'Expenses' }).click();
  await expect(expensesHeading).toBeVisible();
  await page.reload();
  await expect(expensesHeading).toBeVisible();
  expect(await runningBuild(page)).toBe(deploys.first.entry);
  await expect(prompt).toBeVisible();
  const askedAfterDeploy = server.served.slice(afterDeploy);
  expect(askedAfterDeploy.filter((path) => deploys.removed.includes(path))).toEqual([]);
  // The new worker has fetched the new build meanwhile.
  expect(askedAfterDeploy).toContain(deploys.next.entry);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => runningBuild(page), { timeout: 30_000 }).toBe(deploys.next.entry);
  await expect(expensesHeading).toBeVisible();
  await expect(prompt).toBeHidden();
  // The new worker, now in charge, has dropped the first build's precache. (Its cache of chunks loaded on
  // use may hold a file of the first build that the old page asked for between the new worker taking
  // over and the reload: hashed, harmless, and dropped with that cache at the next deploy.)
  const cached = await cachedPaths(page, 'workbox-precache');
  expect(cached).toContain(deploys.next.entry);
  expect(cached.filter((path) => deploys.removed.includes(path))).toEqual([]);
}

// Two builds served in turn from one origin, as two deploys on CloudFront: the bench's HTTPS stand-in for
// it (HTTP/2, hashed assets immutable, /api and /config.json passed to the local stack), whose throwaway
// certificate the browser trusts by its key.
test('a new version waits and offers Reload; until then the page never asks for what the deploy removed', async ({
  stack,
}, testInfo) => {
  // The second build takes a minute or two on a busy machine.
  test.setTimeout(8 * 60_000);
  const deploys = await twoDeploys();
  expect(deploys.removed).toContain(deploys.first.entry);
  const server = await startWebServer(deploys.first.dir, stack.url);
  const trust = `--ignore-certificate-errors-spki-list=${(await benchCertificate()).spkiSha256}`;
  try {
    await withProfileBrowser(
      testInfo,
      server.url,
      (browser) => updateAcrossTwoBuilds(browser, server, deploys, stack.demo),
      [trust],
    );
  } finally {
    await server.stop();
    deploys.cleanup();
  }
});
