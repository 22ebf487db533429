import type { Page } from '@playwright/test';
import { signInNewUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { browseWithExpense, cachedPaths, offlineCopies, withProfileBrowser } from '../support/offline';

/** The service worker's caches hold the app's files, and no API answer. */
async function expectNoApiAnswerCached(page: Page): Promise<void> {
  const paths = await cachedPaths(page);
  expect(paths).toContain('/index.html');
  expect(paths.filter((path) => path.startsWith('/api'))).toEqual([]);
}

// Runs in the 'phone' project only: 390 × 844, touch (issue 40).

test('API answers never reach the service worker’s caches, and another account offline sees only its own records', async ({
  stack,
}, testInfo) => {
  await withProfileBrowser(testInfo, stack.url, async (browser) => {
    const page = await browser.open();
    await signInNewUser(page, testInfo, { project: { name: 'Cabin Porch', budget: '8000' }, at: null });
    await browseWithExpense(page, 'Cabin Porch', 'Cedar decking');
    await expectNoApiAnswerCached(page);

    // The first account's session ends without signing out (as when it expires): its offline copy stays.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
    await signInNewUser(page, testInfo, { project: { name: 'Garage Loft', budget: '5000' }, at: null });
    await browseWithExpense(page, 'Garage Loft', 'Plywood sheets');
    await expectNoApiAnswerCached(page);
    expect(await offlineCopies(page)).toHaveLength(2);

    await browser.context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Garage Loft', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Offline — showing what you saw at/)).toBeVisible();
    await page.goto('/expenses');
    await expect(page.getByRole('main').getByText('Plywood sheets')).toBeVisible();
    await expect(page.getByText('Cedar decking')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByText('Cabin Porch')).toHaveCount(0);
  });
});
