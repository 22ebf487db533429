import { signUpWithProject } from '../support/accounts';
import { openAddExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { expectReceiptFirst, uploadOversizedPhoto } from '../support/receipts-usable';
import { checkScreen } from '../support/screens';

// Runs in the 'phone' project only: 390 × 844, touch.
test('receipts you can use on a phone: the camera first, a 12 MB photo downscaled', async ({
  page,
}, testInfo) => {
  expect(page.viewportSize()?.width).toBe(390);
  await signUpWithProject(page, testInfo, { name: 'Porch Repair', budget: '1500' });
  const form = await openAddExpense(page);
  await expectReceiptFirst(form);
  await checkScreen(page, testInfo, 'expense-form-receipt-first');
  await uploadOversizedPhoto(page, form);
  await checkScreen(page, testInfo, 'expense-form-downscaled-photo');
});
