import { signInNewUser } from '../support/accounts';
import { openAddExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { corpusReceipt, saveScannedExpense, uploadAndWatchFormFill } from '../support/receipt-scan';

// Runs in the 'phone' project only: 390 × 844, touch.
test('on a phone: photograph the receipt first, the expense fills itself in, save', async ({
  page,
}, testInfo) => {
  expect(page.viewportSize()?.width).toBe(390);
  await signInNewUser(page, testInfo, { project: { name: 'Kitchen Refresh', budget: '20000' } });
  const receipt = corpusReceipt('receipt-01.png');
  const form = await openAddExpense(page);
  await expect(form.getByLabel('Add receipt photo')).toHaveAttribute('capture', 'environment');
  await uploadAndWatchFormFill(page, testInfo, form, receipt);
  await saveScannedExpense(page, form, receipt);
});
