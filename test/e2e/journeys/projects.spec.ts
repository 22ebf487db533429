import type { Page } from '@playwright/test';
import { signInNewUser } from '../support/accounts';
import { browserIdToken } from '../support/api';
import { addExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { choose, summaryCard } from '../support/mui';
import { checkScreen } from '../support/screens';

async function switchProject(page: Page, name: string): Promise<void> {
  await choose(page, page.getByRole('complementary', { name: 'Sidebar' }), 'Project', name);
}

async function allExpenseDescriptions(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/expenses', {
    headers: { authorization: `Bearer ${await browserIdToken(page)}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { expenses: { description: string }[] };
  return body.expenses.map((expense) => expense.description).sort();
}

test('projects: create a second one, switch between them, edit one, delete one with its expenses', async ({
  page,
}, testInfo) => {
  await signInNewUser(page, testInfo, { project: { name: 'Kitchen Remodel', budget: '25000' } });
  await addExpense(page, {
    description: 'Cabinet hardware',
    amount: '150',
    category: 'Materials',
    paymentMethod: 'Cash',
  });

  await choose(page, page.getByRole('complementary', { name: 'Sidebar' }), 'Project', 'Manage Projects');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Manage your renovation projects and track progress')).toBeVisible();
  const kitchen = page.getByRole('article', { name: 'Kitchen Remodel' });
  await expect(kitchen.getByText('Active')).toBeVisible();
  await expect(kitchen).toContainText('$25,000.00');
  await expect(kitchen).toContainText('$150.00');
  await expect(kitchen).toContainText('0.60%');

  await page.getByRole('button', { name: 'New Project' }).click();
  const form = page.getByRole('form', { name: 'New project' });
  await expect(form.getByRole('spinbutton', { name: 'Default Tax Rate' })).toHaveValue('13.00');
  await form.getByRole('textbox', { name: 'Project Name' }).fill('Garage Conversion');
  await form.getByRole('textbox', { name: 'Description' }).fill('Turn the garage into a studio');
  await form.getByRole('textbox', { name: 'Budget' }).fill('15000');
  await checkScreen(page, testInfo, 'project-form');
  await form.getByRole('button', { name: 'Create Project' }).click();
  const garage = page.getByRole('article', { name: 'Garage Conversion' });
  await expect(garage).toBeVisible();
  await expect(garage).toContainText('Turn the garage into a studio');
  await checkScreen(page, testInfo, 'projects');

  // Switching in the sidebar changes what every screen shows.
  await switchProject(page, 'Garage Conversion');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Garage Conversion', level: 1 })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Budget summary' });
  await expect(summaryCard(summary, 'Total Budget')).toContainText('$15,000.00');
  await expect(summaryCard(summary, 'Total Spent')).toContainText('$0.00');
  await addExpense(page, {
    description: 'Garage door',
    amount: '900',
    category: 'Labor',
    paymentMethod: 'Check',
  });
  await expect(summaryCard(summary, 'Total Spent')).toContainText('$900.00');
  await expect(page.getByText('Cabinet hardware')).toHaveCount(0);

  await switchProject(page, 'Kitchen Remodel');
  await expect(page.getByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeVisible();
  await expect(summaryCard(summary, 'Total Spent')).toContainText('$150.00');
  await expect(page.getByText('Cabinet hardware')).toBeVisible();
  await expect(page.getByText('Garage door')).toHaveCount(0);

  // The selection survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeVisible();

  // A card click selects its project; edit replaces the list with the 'Edit Project' panel.
  await page.goto('/projects');
  await garage
    .getByRole('button', { name: /Garage Conversion/ })
    .first()
    .click();
  await expect(garage.getByText('Active')).toBeVisible();
  await expect(kitchen.getByText('Active')).toHaveCount(0);
  await kitchen.getByRole('button', { name: 'Edit Kitchen Remodel' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
  const edit = page.getByRole('form', { name: 'Edit project' });
  await expect(edit.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Kitchen Remodel');
  await edit.getByRole('textbox', { name: 'Budget' }).fill('30000');
  await edit.getByRole('button', { name: 'Update Project' }).click();
  await expect(kitchen).toContainText('$30,000.00');
  await expect(kitchen).toContainText('0.50%');

  // Deleting a project warns, then takes its expenses with it.
  expect(await allExpenseDescriptions(page)).toEqual(['Cabinet hardware', 'Garage door']);
  await garage.getByRole('button', { name: 'Delete Garage Conversion' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Project' });
  await expect(confirm).toContainText('All of its associated expenses will be deleted too');
  await checkScreen(page, testInfo, 'project-delete-dialog');
  await confirm.getByRole('button', { name: 'Delete Project' }).click();
  await expect(confirm).toBeHidden();
  await expect(garage).toHaveCount(0);
  expect(await allExpenseDescriptions(page)).toEqual(['Cabinet hardware']);

  // The remaining project is selected again, and the plan counts one expense.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('1 of 5');
});
