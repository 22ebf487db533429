import { signInNewUser } from '../support/accounts';
import { addExpenseDialog, fillExpenseForm, openAddExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { summaryCard, toast } from '../support/mui';
import { receiptPdf, receiptPng } from '../support/receipt-files';
import { viewReceiptFullScreen } from '../support/receipts-usable';
import { checkScreen } from '../support/screens';

test('expenses with a receipt image and a PDF: upload with progress, then view both', async ({
  page,
}, testInfo) => {
  await signInNewUser(page, testInfo, { project: { name: 'Bathroom Refresh', budget: '12000' } });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Expenses' }).click();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(page.getByRole('heading', { name: 'No expenses yet' })).toBeVisible();
  await checkScreen(page, testInfo, 'expenses-empty');

  const dialog = await openAddExpense(page);
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
    'placeholder',
    'What did you spend on?',
  );
  // The messages of docs/product.md#validation-expense, before anything is sent.
  await dialog.getByLabel('Date').fill('');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  for (const message of [
    'Description is required',
    'Amount must be greater than 0',
    'Category is required',
    'Payment method is required',
    'Date is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await checkScreen(page, testInfo, 'expense-form-errors');

  // A slow uplink, so the direct-to-S3 upload shows its progress.
  const image = receiptPng({ paddingBytes: 900_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await fillExpenseForm(page, dialog, {
    description: 'Vanity and faucet',
    amount: '640.25',
    category: 'Materials',
    paymentMethod: 'Credit Card',
    date: '2025-03-14',
    notes: 'Receipt from the plumbing supply store',
  });
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'vanity-receipt.png', mimeType: 'image/png', buffer: image });
  const progress = dialog.getByRole('progressbar', { name: 'Receipt upload progress' });
  await expect(progress).toBeVisible();
  await expect(dialog.getByText('Uploading vanity-receipt.png…')).toBeVisible();
  await expect(fileInput).toBeDisabled();
  const seen: number[] = [];
  while (await progress.isVisible()) {
    const value = Number(await progress.getAttribute('aria-valuenow').catch(() => null));
    if (Number.isFinite(value)) seen.push(value);
    await page.waitForTimeout(100);
  }
  expect(
    seen.some((value) => value > 0 && value < 100),
    `progress values seen: ${seen.join(', ')}`,
  ).toBe(true);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const preview = dialog.getByRole('img', { name: 'Receipt preview' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await checkScreen(page, testInfo, 'expense-form-receipt');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(toast(page, 'Expense added')).toBeVisible();
  await expect(addExpenseDialog(page)).toBeHidden();

  // The PDF receipt: stored as a key ending in .pdf, shown as 'View PDF'.
  const pdf = receiptPdf('Permit fee 185.00');
  const second = await openAddExpense(page);
  await fillExpenseForm(page, second, {
    description: 'Plumbing permit',
    amount: '185',
    category: 'Permits',
    paymentMethod: 'Check',
    date: '2025-03-02',
    receipt: { name: 'permit.pdf', mimeType: 'application/pdf', buffer: pdf },
  });
  await expect(second.getByRole('button', { name: 'View PDF' })).toBeEnabled();
  await second.getByRole('button', { name: 'Add Expense' }).click();
  await expect(toast(page, 'Expense added')).toBeVisible();
  await expect(addExpenseDialog(page)).toBeHidden();

  // Both in the table, newest date first.
  const table = page.getByRole('table', { name: 'Expenses' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Vanity and faucet');
  await expect(rows.nth(1)).toContainText('Mar 14, 2025');
  await expect(rows.nth(1)).toContainText('Credit Card');
  await expect(rows.nth(1)).toContainText('$640.25');
  await expect(rows.nth(2)).toContainText('Plumbing permit');
  await expect(rows.nth(2)).toContainText('$185.00');
  await expect(page.getByText('2 expenses on this page · $825.25')).toBeVisible();
  await checkScreen(page, testInfo, 'expenses-with-receipts');

  // View the image: signed URL, loaded from the bucket.
  await table.getByRole('button', { name: 'Vanity and faucet', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Expense Details' });
  const receipt = details.getByRole('img', { name: 'Receipt for Vanity and faucet' });
  await expect(receipt).toBeVisible();
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await expect(details).toContainText('Receipt from the plumbing supply store');
  await checkScreen(page, testInfo, 'expense-details', { docs: true });
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // View the PDF: full screen in the browser's viewer; the download saves the very bytes uploaded.
  await table.getByRole('button', { name: 'Plumbing permit', exact: true }).click();
  await expect(details.getByRole('button', { name: 'View PDF' })).toBeEnabled();
  await viewReceiptFullScreen(page, testInfo, details, {
    title: 'Receipt for Plumbing permit',
    pdf: true,
    bytes: pdf,
    fileName: /permit\.pdf$/,
  });
  await details.getByRole('button', { name: 'Close' }).click();

  // The dashboard adds them up.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const summary = page.getByRole('list', { name: 'Budget summary' });
  await expect(summaryCard(summary, 'Total Spent')).toContainText('$825.25');
  await expect(summaryCard(summary, 'Remaining')).toContainText('$11,174.75');
  await expect(summaryCard(summary, 'Budget Used')).toContainText('6.88%');
  await expect(page.getByText('Vanity and faucet')).toBeVisible();
  await expect(page.getByText('Plumbing permit')).toBeVisible();
  await checkScreen(page, testInfo, 'dashboard-with-expenses');
});
