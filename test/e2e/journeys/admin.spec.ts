import { signInNewUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { summaryCard, toast } from '../support/mui';
import { checkScreen } from '../support/screens';

test('the operator unlocks /admin with the shared password, upgrades a user and downgrades them again', async ({
  page,
  stack,
}, testInfo) => {
  const user = await signInNewUser(page, testInfo, {
    project: { name: 'Porch Repair', budget: '4000' },
    at: '/admin',
  });
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  const gate = page.getByRole('main');
  await expect(gate.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await gate.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(gate.getByText('Please enter the admin password')).toBeVisible();
  await gate.getByLabel('Admin Password').fill('not-the-password');
  await gate.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(gate.getByText('Invalid admin password')).toBeVisible();
  await checkScreen(page, testInfo, 'admin-gate-error');

  await gate.getByLabel('Admin Password').fill(stack.adminPassword);
  await gate.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(toast(page, 'Admin access granted')).toBeVisible();
  const users = page.getByRole('table', { name: 'Users' });
  const row = users.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText(`${user.firstName} ${user.lastName}`);
  await expect(row).toContainText('$4,000.00');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1'); // projects

  // Monthly revenue is Pro users × $4.99, whatever the other tests' users are doing.
  const stats = page.getByRole('list', { name: 'Statistics' });
  // The cards come from their own call (the kept totals): '…' until it answers.
  await expect(summaryCard(stats, 'Pro Users').getByRole('paragraph')).toHaveText(/^\d+$/);
  const proUsers = Number(await summaryCard(stats, 'Pro Users').getByRole('paragraph').innerText());
  await expect(summaryCard(stats, 'Monthly Revenue')).toContainText(
    `$${(proUsers * 4.99).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
  await checkScreen(page, testInfo, 'admin');

  await row.getByRole('button', { name: `Upgrade ${user.email}` }).click();
  await expect(row.getByRole('button', { name: `Downgrade ${user.email}` })).toBeVisible();
  await expect(row).toContainText('Active');
  await checkScreen(page, testInfo, 'admin-pro-user');

  // The user's own billing screen agrees, and the password is remembered for the next visit.
  await page.goto('/billing');
  await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Pro Plan');
  await page.goto('/admin');
  await expect(row.getByRole('button', { name: `Downgrade ${user.email}` })).toBeVisible();
  await row.getByRole('button', { name: `Downgrade ${user.email}` }).click();
  await expect(row.getByRole('button', { name: `Upgrade ${user.email}` })).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Free Plan');
  await expect(page.getByRole('region', { name: 'Upgrade to Pro' })).toBeVisible();

  // Locking the panel forgets the password.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeVisible();
});
