import { signUpWithProject } from '../support/accounts';
import { createExpenses, selectedProjectId } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ProfileBrowser, waitForOfflineCopy, waitForServiceWorker } from '../support/offline';

// Runs in the 'phone' project only: 390 × 844, touch (issue 40's journeys).

test('signed in once online, the dashboard and the expenses open offline from what was last seen', async ({
  stack,
}, testInfo) => {
  const browser = new ProfileBrowser(testInfo, stack.url);
  try {
    const page = await browser.open();
    await signUpWithProject(page, testInfo, { name: 'Cabin Porch', budget: '8000' });
    await createExpenses(page, await selectedProjectId(page), [
      {
        description: 'Cedar decking',
        amount: '640',
        category: 'Materials',
        paymentMethod: 'Credit Card',
        date: '2026-05-02',
      },
    ]);
    await page.goto('/expenses');
    await expect(page.getByRole('main').getByText('Cedar decking')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Cabin Porch', level: 1 })).toBeVisible();
    await waitForServiceWorker(page);
    await waitForOfflineCopy(page, ['Cedar decking', '"summary"', '"list"']);

    await browser.context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cabin Porch', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /^Offline — showing what you saw at \d\d:\d\d$/ }),
    ).toBeVisible();
    await page.goto('/expenses');
    await expect(page.getByRole('main').getByText('Cedar decking')).toBeVisible();
    await expect(page.getByText(/^Offline — showing what you saw at/)).toBeVisible();
  } finally {
    await browser.close();
  }
});
