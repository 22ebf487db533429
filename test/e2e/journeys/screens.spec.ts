import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { checkScreen } from '../support/screens';

/**
 * Every signed-in screen with real-looking data, at the project's viewport (desktop and phone): the
 * stack's demo account and its sample kitchen remodel. Read-only, so the desktop and phone runs can share
 * that account; every other test signs up its own user.
 */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
  await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
}

test('every screen passes axe and is photographed with the demo data', async ({ page, stack }, testInfo) => {
  await visit(page, '/', async () => {
    await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
  });
  await checkScreen(page, testInfo, 'landing', { docs: true });
  await visit(page, '/login', async () => {
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });
  await checkScreen(page, testInfo, 'login', { docs: true });

  await signIn(page, stack.demo.email, stack.demo.password);

  await visit(page, '/dashboard', async () => {
    await expect(page.getByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeVisible();
    await expect(page.getByTestId('summary-skeleton')).toHaveCount(0);
    await expect(page.getByText('No spending data yet')).toHaveCount(0);
  });
  await checkScreen(page, testInfo, 'dashboard', { docs: true });

  await visit(page, '/expenses', async () => {
    await expect(page.getByText(/^\d+ expenses? on this page/)).toBeVisible();
  });
  await checkScreen(page, testInfo, 'expenses-demo', { docs: true });

  await page.getByRole('main').getByRole('button', { name: 'Add Expense' }).first().click();
  const addExpense = page.getByRole('dialog', { name: /Add Expense|Expense Limit Reached/ });
  await expect(addExpense).toBeVisible();
  await checkScreen(page, testInfo, 'expense-form', { docs: true });
  await page.keyboard.press('Escape');
  await expect(addExpense).toBeHidden();
  // Closing takes the dialog's history entry back off a moment later (history.back()): a navigation
  // started before that lands is aborted by it (net::ERR_ABORTED).
  await page.waitForFunction('!(history.state && history.state.formDialogId)');

  await visit(page, '/estimates', async () => {
    await expect(page.getByRole('list', { name: 'Estimates' }).getByRole('listitem').first()).toBeVisible();
  });
  await checkScreen(page, testInfo, 'estimates-demo', { docs: true });

  await visit(page, '/contractors', async () => {
    await expect(page.getByRole('list', { name: 'Contractors' }).getByRole('listitem').first()).toBeVisible();
  });
  await checkScreen(page, testInfo, 'contractors-demo', { docs: true });

  await visit(page, '/timeline', async () => {
    await expect(page.getByRole('list', { name: 'Milestones' }).getByRole('listitem').first()).toBeVisible();
  });
  await checkScreen(page, testInfo, 'timeline-demo', { docs: true });

  await visit(page, '/homes', async () => {
    await expect(page.getByRole('list', { name: 'Homes' }).getByRole('listitem').first()).toBeVisible();
  });
  await checkScreen(page, testInfo, 'homes-demo');

  await visit(page, '/projects', async () => {
    await expect(page.getByRole('article', { name: 'Kitchen Remodel' })).toBeVisible();
  });
  await checkScreen(page, testInfo, 'projects-demo', { docs: true });

  await visit(page, '/billing', async () => {
    await expect(page.getByRole('region', { name: 'Current Plan' })).toBeVisible();
  });
  await checkScreen(page, testInfo, 'billing', { docs: true });

  await visit(page, '/household', async () => {
    await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
  });
  await checkScreen(page, testInfo, 'household');

  await visit(page, '/no-such-page', async () => {
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
  await checkScreen(page, testInfo, 'not-found');

  await visit(page, '/admin', async () => {
    await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
  });
  await checkScreen(page, testInfo, 'admin-gate');
  await page.getByLabel('Admin Password').fill(stack.adminPassword);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  // The cards come from their own call: '…' until it answers.
  await expect(page.getByRole('list', { name: 'Statistics' })).not.toContainText('…');
  await checkScreen(page, testInfo, 'admin-demo', { docs: true });
  // Leave the admin panel locked again for the other runs of this account.
  await page.getByRole('button', { name: 'Log out' }).click();
});
