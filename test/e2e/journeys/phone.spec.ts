import { signInNewUser } from '../support/accounts';
import { addExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { checkScreen } from '../support/screens';

// Runs in the 'phone' project only: 390 × 844, touch.
test('on a 390 px phone the sidebar is a drawer that closes on navigation; lists become cards', async ({
  page,
}, testInfo) => {
  expect(page.viewportSize()?.width).toBe(390);
  await signInNewUser(page, testInfo, { project: { name: 'Laundry Room', budget: '6000' } });
  await checkScreen(page, testInfo, 'dashboard-empty');

  // A top bar with a menu button instead of the fixed sidebar.
  const menuButton = page.getByRole('button', { name: 'Open navigation' });
  await expect(menuButton).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();

  await menuButton.click();
  await expect(nav).toBeVisible();
  const drawer = page.getByLabel('Sidebar', { exact: true });
  await expect
    .poll(() => drawer.evaluate((element) => Math.round(element.getBoundingClientRect().width)))
    .toBe(256); // 16rem
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveClass(/Mui-selected/);
  await checkScreen(page, testInfo, 'drawer', { docs: true });
  await nav.getByRole('link', { name: 'Expenses' }).click();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(nav).toBeHidden();

  await addExpense(page, {
    description: 'Washer hookup',
    amount: '320',
    category: 'Labor',
    paymentMethod: 'Bank Transfer',
  });
  // Cards, not a table, on a narrow screen.
  await expect(page.getByRole('table', { name: 'Expenses' })).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Expenses' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Washer hookup');
  await expect(cards.first()).toContainText('Labor • Bank Transfer');
  await expect(cards.first()).toContainText('$320.00');
  await checkScreen(page, testInfo, 'expenses-cards');

  // The assistant is one narrow fixed size on a phone: no expand/collapse.
  await page.getByRole('button', { name: 'Open AI Assistant' }).click();
  const panel = page.getByRole('region', { name: 'AI Assistant' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: /Collapse chat|Expand chat/ })).toHaveCount(0);
  const width = await panel.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(390 - 32);
  await checkScreen(page, testInfo, 'chat', { docs: true });
  await panel.getByRole('button', { name: 'Close chat' }).click();

  // The user menu sits in the drawer too; logging out from it goes to the landing page.
  await menuButton.click();
  await page.getByRole('button', { name: 'Jordan', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
});
