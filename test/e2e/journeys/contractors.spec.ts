import { signInNewUser } from '../support/accounts';
import { addContractor, fillContractorForm } from '../support/contractors';
import { fillExpenseForm, openAddExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/mui';
import { checkScreen } from '../support/screens';

const LIMIT_MESSAGE =
  "You've reached the limit of 3 contractors on the free plan. Please upgrade to add more contractors.";

test('contractors: add, edit, quick-add from the expense form, the Free limit at 3, delete', async ({
  page,
}, testInfo) => {
  await signInNewUser(page, testInfo, { project: { name: 'Sunroom Addition', budget: '40000' } });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contractors' }).click();
  await expect(page.getByRole('heading', { name: 'No contractors yet' })).toBeVisible();
  await checkScreen(page, testInfo, 'contractors-empty');

  await page.getByRole('button', { name: 'Add Your First Contractor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contractor' });
  const form = dialog.getByRole('form', { name: 'Add contractor' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  await form.getByRole('textbox', { name: 'Hourly Rate' }).fill('-5');
  await form.getByRole('button', { name: 'Add Contractor' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Hourly rate must be a valid number')).toBeVisible();
  await fillContractorForm(page, form, {
    name: 'Marcus Bell',
    company: 'Bell Carpentry',
    email: 'marcus@bell.example',
    phone: '555-0142',
    specialty: 'Carpenter',
    hourlyRate: '65',
    notes: 'Prefers morning starts',
  });
  await checkScreen(page, testInfo, 'contractor-form');
  await form.getByRole('button', { name: 'Add Contractor' }).click();
  await expect(toast(page, 'Contractor added successfully')).toBeVisible();
  const marcus = page.getByRole('listitem', { name: 'Marcus Bell' });
  await expect(marcus).toContainText('Bell Carpentry');
  await expect(marcus).toContainText('Carpenter');
  await expect(marcus).toContainText('$65.00/hr');
  await expect(marcus).toContainText('marcus@bell.example');

  await marcus.getByRole('button', { name: 'Edit Marcus Bell' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Contractor' });
  await expect(edit.getByRole('textbox', { name: 'Company' })).toHaveValue('Bell Carpentry');
  await edit.getByRole('textbox', { name: 'Hourly Rate' }).fill('70');
  await edit.getByRole('button', { name: 'Update Contractor' }).click();
  await expect(toast(page, 'Contractor updated successfully')).toBeVisible();
  await expect(marcus).toContainText('$70.00/hr');

  await test.step('quick-add from the expense form preselects the new contractor', async () => {
    await page.goto('/expenses');
    const expense = await openAddExpense(page);
    await expense.getByRole('button', { name: 'Add contractor' }).click();
    const quick = page.getByRole('dialog', { name: 'Add Contractor' });
    await fillContractorForm(page, quick, { name: 'Priya Shah', specialty: 'Electrician' });
    await quick.getByRole('button', { name: 'Add Contractor' }).click();
    await expect(quick).toBeHidden();
    await expect(expense.getByRole('combobox', { name: 'Contractor (Optional)' })).toContainText(
      'Priya Shah',
    );
    await fillExpenseForm(page, expense, {
      description: 'Panel upgrade deposit',
      amount: '1200',
      category: 'Labor',
      paymentMethod: 'Bank Transfer',
    });
    await expense.getByRole('button', { name: 'Add Expense' }).click();
    await expect(toast(page, 'Expense added')).toBeVisible();
    const row = page.getByRole('table', { name: 'Expenses' }).getByRole('row').nth(1);
    await expect(row).toContainText('Priya Shah');
  });

  await test.step('the fourth contractor opens the limit dialog', async () => {
    await page.goto('/contractors');
    await addContractor(page, { name: 'Sam Ortiz', specialty: 'Plumber' });
    await expect(page.getByRole('list', { name: 'Contractors' }).getByRole('listitem')).toHaveCount(3);
    await checkScreen(page, testInfo, 'contractors');

    await page.getByRole('main').getByRole('button', { name: 'Add Contractor' }).click();
    const limit = page.getByRole('dialog', { name: 'Contractor Limit Reached' });
    await expect(limit).toContainText(LIMIT_MESSAGE);
    await expect(limit).toContainText('3/3');
    await expect(page.getByRole('form', { name: 'Add contractor' })).toHaveCount(0);
    await checkScreen(page, testInfo, 'contractor-limit-dialog');
    await limit.getByRole('button', { name: 'Close' }).click();

    // The expense form's '+' meets the same limit.
    await page.goto('/expenses');
    const expense = await openAddExpense(page);
    await expense.getByRole('button', { name: 'Add contractor' }).click();
    const quickLimit = page.getByRole('dialog', { name: 'Contractor Limit Reached' });
    await expect(quickLimit).toBeVisible();
    await quickLimit.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('3 of 3');
  });

  await test.step('deleting a contractor keeps its expenses, without a contractor', async () => {
    await page.goto('/contractors');
    await page.getByRole('button', { name: 'Delete Priya Shah' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Contractor' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Contractor deleted successfully')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Priya Shah' })).toHaveCount(0);
    await page.goto('/expenses');
    const row = page.getByRole('table', { name: 'Expenses' }).getByRole('row').nth(1);
    await expect(row).toContainText('Panel upgrade deposit');
    await expect(row).not.toContainText('Priya Shah');
    await expect(row).not.toContainText('Unknown Contractor');
    await page.goto('/billing');
    await expect(page.getByRole('region', { name: 'Current Plan' })).toContainText('2 of 3');
  });
});
