import type { Locator } from '@playwright/test';
import { signInNewUser } from '../support/accounts';
import { apiSend } from '../support/api';
import { addExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { choose, summaryCard, toast } from '../support/mui';
import { checkScreen } from '../support/screens';

/** The value next to a label in a <dl> breakdown. */
function breakdownValue(list: Locator, label: string): Locator {
  return list.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test('an estimate with the tax preview, then payment progress from linked expenses', async ({
  page,
}, testInfo) => {
  await signInNewUser(page, testInfo, { project: { name: 'Kitchen Remodel', budget: '30000' }, at: null });
  // The contractor through the API (its form is contractors.spec.ts's subject).
  await apiSend(page, 'POST', '/api/contractors', { name: 'Marcus Bell', specialty: 'Carpenter' });

  await page.goto('/estimates');
  await expect(page.getByRole('heading', { name: 'Estimates', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage project estimates and track payment progress')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No estimates yet' })).toBeVisible();
  await expect(page.getByText('Add estimates to track contractor quotes and project costs.')).toBeVisible();
  await checkScreen(page, testInfo, 'estimates-empty');

  await page.getByRole('button', { name: 'Add Your First Estimate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Estimate' });
  const form = dialog.getByRole('form', { name: 'Add estimate' });
  // The selected project is preselected, with its default tax rate (13.00 %).
  await expect(form.getByRole('combobox', { name: 'Project' })).toContainText('Kitchen Remodel');
  await expect(form.getByRole('spinbutton', { name: 'Tax Rate' })).toHaveValue('13.00');
  await expect(form.getByRole('spinbutton', { name: 'Cash Percentage' })).toHaveValue(/^0(\.00)?$/);
  await expect(form.getByRole('spinbutton', { name: 'Taxed Percentage' })).toHaveValue(/^100(\.00)?$/);

  await form.getByRole('button', { name: 'Create Estimate' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Contractor is required')).toBeVisible();

  await choose(page, form, 'Contractor', 'Marcus Bell');
  await form.getByRole('textbox', { name: 'Title' }).fill('Cabinet install');
  await form.getByRole('textbox', { name: 'Amount' }).fill('10000');
  await form.getByLabel('Date').fill('2025-04-01');
  // Editing the cash share sets the taxed share to the rest.
  await form.getByRole('spinbutton', { name: 'Cash Percentage' }).fill('30');
  await expect(form.getByRole('spinbutton', { name: 'Taxed Percentage' })).toHaveValue(/^70(\.00)?$/);

  const preview = form.getByLabel('Estimate preview');
  await expect(breakdownValue(preview, 'Cash Amount')).toHaveText('$3,000.00');
  await expect(breakdownValue(preview, 'Taxable Amount')).toHaveText('$7,000.00');
  await expect(breakdownValue(preview, 'Tax Due')).toHaveText('$910.00');
  await expect(breakdownValue(preview, 'Total with Tax')).toHaveText('$10,910.00');
  // The preview follows every change.
  await form.getByRole('spinbutton', { name: 'Tax Rate' }).fill('5');
  await expect(breakdownValue(preview, 'Tax Due')).toHaveText('$350.00');
  await form.getByRole('spinbutton', { name: 'Tax Rate' }).fill('13');
  await expect(breakdownValue(preview, 'Total with Tax')).toHaveText('$10,910.00');

  // The two shares must make 100 %.
  await form.getByRole('spinbutton', { name: 'Taxed Percentage' }).fill('60');
  await form.getByRole('button', { name: 'Create Estimate' }).click();
  await expect(form.getByText('Cash and taxed percentages must add up to 100%')).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Taxed Percentage' }).fill('70');
  await choose(page, form, 'Status', 'Approved');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'cabinet-quote.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Quote: 14 cabinets, install included.\n'),
  });
  await expect(toast(page, 'File uploaded successfully')).toBeVisible();
  await expect(form.getByText('cabinet-quote.txt')).toBeVisible();
  await checkScreen(page, testInfo, 'estimate-form', { docs: true });
  await form.getByRole('button', { name: 'Create Estimate' }).click();
  await expect(toast(page, 'Estimate created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem', { name: 'Cabinet install' });
  await expect(card).toContainText('Apr 1, 2025');
  await expect(card).toContainText('Marcus Bell');
  await expect(card).toContainText('$0.00 paid (0 expenses)');
  await expect(card).toContainText('Total: $10,910.00');
  await expect(card).toContainText('$10,910.00 remaining');
  await expect(card.locator('[data-status="approved"]')).toHaveText('Approved');
  const progress = card.getByRole('progressbar', { name: 'Payment progress for Cabinet install' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // Paying it: expenses associated with the estimate.
  await page.goto('/dashboard');
  const summary = page.getByRole('list', { name: 'Budget summary' });
  await expect(summaryCard(summary, 'Total Approved Estimates')).toContainText('$10,910.00');
  await expect(summaryCard(summary, 'Paid Estimates')).toContainText('$0.00');
  await addExpense(page, {
    description: 'Cabinet install, first payment',
    amount: '4000',
    category: 'Labor',
    paymentMethod: 'Check',
    contractor: 'Marcus Bell',
    estimate: 'Cabinet install',
  });
  await expect(summaryCard(summary, 'Paid Estimates')).toContainText('$4,000.00');
  await page.goto('/estimates');
  await expect(card).toContainText('$4,000.00 paid (1 expense)');
  await expect(card).toContainText('$6,910.00 remaining');
  // 4,000 / 10,910 of the total with tax.
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeCloseTo(36.66, 1);
  await checkScreen(page, testInfo, 'estimates');

  await card
    .getByRole('button', { name: /Cabinet install/ })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Cabinet install' });
  await expect(details).toContainText('30.00% cash · 70.00% taxed at 13.00%');
  const breakdown = details.getByLabel('Tax breakdown');
  await expect(breakdownValue(breakdown, 'Tax Due')).toHaveText('$910.00');
  await expect(breakdownValue(breakdown, 'Total with Tax')).toHaveText('$10,910.00');
  await checkScreen(page, testInfo, 'estimate-details');
  await details.getByRole('button', { name: 'Close' }).click();

  await page.goto('/dashboard');
  await addExpense(page, {
    description: 'Cabinet install, balance',
    amount: '6910',
    category: 'Labor',
    paymentMethod: 'Check',
    estimate: 'Cabinet install',
  });
  await page.goto('/estimates');
  await expect(card).toContainText('$10,910.00 paid (2 expenses)');
  await expect(card).toContainText('Fully paid');
  await expect(progress).toHaveAttribute('aria-valuenow', '100');

  // Deleting the estimate keeps its expenses.
  await card.getByRole('button', { name: 'Delete Cabinet install' }).click();
  await page.getByRole('dialog', { name: 'Delete Estimate' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Estimate deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No estimates yet' })).toBeVisible();
  await page.goto('/expenses');
  await expect(page.getByText('2 expenses on this page · $10,910.00')).toBeVisible();
});
