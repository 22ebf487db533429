import { signUpWithProject } from '../support/accounts';
import { openAddExpense } from '../support/expenses';
import { test } from '../support/fixtures';
import { uploadOversizedPhoto } from '../support/receipts-usable';
import { checkScreen } from '../support/screens';

test('receipts you can use: a 12 MB photo is downscaled to fit', async ({ page }, testInfo) => {
  await signUpWithProject(page, testInfo, { name: 'Porch Repair', budget: '1500' });
  const form = await openAddExpense(page);
  await uploadOversizedPhoto(page, form);
  await checkScreen(page, testInfo, 'expense-form-downscaled-photo');
});
