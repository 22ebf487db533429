import { signInNewUser } from '../support/accounts';
import { addExpense, openAddExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/mui';
import { checkScreen } from '../support/screens';

const LIMIT_MESSAGE =
  "You've reached the limit of 5 expenses on the free plan. Please upgrade to add more expenses.";

test('the Free plan stops at 5 expenses; the local checkout upgrades to Pro and lifts the limits', async ({
  page,
  stack,
}, testInfo) => {
  await signInNewUser(page, testInfo, { project: { name: 'Deck Rebuild', budget: '9000' }, at: '/expenses' });

  await test.step('five expenses fit the Free plan', async () => {
    for (let index = 1; index <= 5; index++) {
      await addExpense(page, {
        description: `Deck boards batch ${index}`,
        amount: `${100 + index}.50`,
        category: 'Materials',
        paymentMethod: 'Debit Card',
      });
    }
    await expect(page.getByText('5 expenses on this page · $517.50')).toBeVisible();
  });

  await test.step('the sixth opens the limit dialog instead of the form, with a link to /billing', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Add Expense' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Expense Limit Reached' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(LIMIT_MESSAGE);
    await expect(dialog).toContainText('5/5');
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('form', { name: 'Add expense' })).toHaveCount(0);
    await checkScreen(page, testInfo, 'expense-limit-dialog', { docs: true });
    await dialog.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await expect(page).toHaveURL(/\/billing$/);
  });

  await test.step('billing shows the Free plan at its limit', async () => {
    await expect(page.getByRole('heading', { name: 'Billing & Subscription', level: 1 })).toBeVisible();
    const plan = page.getByRole('region', { name: 'Current Plan' });
    await expect(plan).toContainText('Free Plan');
    await expect(plan).toContainText('Free');
    await expect(plan).toContainText('5 of 5');
    await expect(plan).toContainText('0 of 3');
    await expect(page.getByRole('region', { name: 'Upgrade to Pro' })).toContainText('$4.99');
    await expect(page.getByRole('region', { name: 'Free Plan Limitations' })).toContainText(
      'Up to 5 expenses',
    );
    await checkScreen(page, testInfo, 'billing-free');
  });

  await test.step('upgrade through the local checkout stand-in', async () => {
    await page
      .getByRole('region', { name: 'Upgrade to Pro' })
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${stack.stripeStandInUrl}/checkout/`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Subscribe to');
    await expect(page.getByText('$4.99 per month')).toBeVisible();
    await checkScreen(page, testInfo, 'local-checkout');
    await page.getByRole('button', { name: 'Pay $4.99' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    const plan = page.getByRole('region', { name: 'Current Plan' });
    await expect(plan).toContainText('Pro Plan');
    await expect(plan).toContainText('Active');
    await expect(plan).toContainText(/Renews on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(plan).toContainText('unlimited');
    await expect(page.getByRole('region', { name: 'Upgrade to Pro' })).toHaveCount(0);
    await expect(plan.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
    // Back from Checkout the page asks Stripe at once ('Checking...'): photographed once that has answered,
    // not while the button's colour still fades back in (axe would judge it half-way).
    await expect(plan.getByRole('button', { name: 'Check Status' })).toBeEnabled();
    await checkScreen(page, testInfo, 'billing-pro', { docs: true });
  });

  await test.step('a sixth expense is accepted on Pro', async () => {
    await page.goto('/expenses');
    await addExpense(page, {
      description: 'Deck railing',
      amount: '480',
      category: 'Materials',
      paymentMethod: 'Credit Card',
    });
    await expect(page.getByText('6 expenses on this page · $997.50')).toBeVisible();
    const dialog = await openAddExpense(page);
    await expect(page.getByRole('dialog', { name: 'Expense Limit Reached' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('Check Status confirms the plan with a toast', async () => {
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Check Status' }).click();
    await expect(toast(page, 'Subscription Status')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('Pro Plan');
  });
});
