import { signInNewUser } from '../support/accounts';
import { fillExpenseForm, openAddExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/mui';
import {
  answerScansWithNothing,
  confirmOverBudget,
  expectReceiptFirst,
  uploadOversizedPhoto,
  viewReceiptFullScreen,
} from '../support/receipts-usable';
import { checkScreen } from '../support/screens';

// Runs in the 'phone' project only: 390 × 844, touch.
test('receipts you can use on a phone: the camera first, a 12 MB photo downscaled, then full screen; over budget asks first', async ({
  page,
}, testInfo) => {
  expect(page.viewportSize()?.width).toBe(390);
  await answerScansWithNothing(page);
  await signInNewUser(page, testInfo, { project: { name: 'Porch Repair', budget: '1500' } });
  const form = await openAddExpense(page);
  await expectReceiptFirst(form);
  await checkScreen(page, testInfo, 'expense-form-receipt-first');
  await uploadOversizedPhoto(page, form);
  await checkScreen(page, testInfo, 'expense-form-downscaled-photo');
  await fillExpenseForm(page, form, {
    description: 'Porch boards',
    amount: '240',
    category: 'Materials',
    paymentMethod: 'Cash',
  });
  await form.getByRole('button', { name: 'Add Expense' }).click();
  await expect(toast(page, 'Expense added')).toBeVisible();

  await page.getByRole('button', { name: /Porch boards/ }).click();
  const details = page.getByRole('dialog', { name: 'Expense Details' });
  await viewReceiptFullScreen(page, testInfo, details, {
    title: 'Receipt for Porch boards',
    pdf: false,
    fileName: /IMG_2041\.jpg$/,
  });
  // $1,260 left: a larger amount asks once, inside the form.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Expense Details' })).toBeHidden();
  const second = await openAddExpense(page);
  await fillExpenseForm(page, second, {
    description: 'Railing and posts',
    amount: '1800',
    category: 'Materials',
    paymentMethod: 'Credit Card',
  });
  await confirmOverBudget(
    page,
    testInfo,
    second,
    "$1,800.00 is more than the $1,260.00 left in this project's budget: it would go $540.00 over.",
  );
});
