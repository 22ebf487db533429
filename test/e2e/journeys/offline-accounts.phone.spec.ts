import type { Page } from '@playwright/test';
import { signUpWithProject } from '../support/accounts';
import { createExpenses, selectedProjectId } from '../support/api';
import { expect, test } from '../support/fixtures';
import {
  cachedPaths,
  offlineCopies,
  waitForOfflineCopy,
  waitForServiceWorker,
  withProfileBrowser,
} from '../support/offline';

/** Adds one expense through the API and opens the dashboard and the expenses screen, which show it. */
async function browseWithExpense(page: Page, project: string, description: string): Promise<void> {
  await createExpenses(page, await selectedProjectId(page), [
    { description, amount: '120', category: 'Materials', paymentMethod: 'Cash', date: '2026-05-02' },
  ]);
  await page.goto('/expenses');
  await expect(page.getByRole('main').getByText(description)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: project, level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForOfflineCopy(page, [description, '"summary"', '"list"']);
}

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
    await signUpWithProject(page, testInfo, { name: 'Cabin Porch', budget: '8000' });
    await browseWithExpense(page, 'Cabin Porch', 'Cedar decking');
    await expectNoApiAnswerCached(page);

    // The first account's session ends without signing out (as when it expires): its offline copy stays.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
    await signUpWithProject(page, testInfo, { name: 'Garage Loft', budget: '5000' });
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
