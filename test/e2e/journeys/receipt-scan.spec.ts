import { signInNewUser } from '../support/accounts';
import { openAddExpense } from '../support/expenses';
import { test } from '../support/fixtures';
import { corpusReceipt, saveScannedExpense, uploadAndWatchFormFill } from '../support/receipt-scan';

test('a receipt is read after its upload: the empty fields fill themselves, a typed one stays', async ({
  page,
}, testInfo) => {
  await signInNewUser(page, testInfo, { project: { name: 'Kitchen Refresh', budget: '20000' } });
  const receipt = corpusReceipt('receipt-01.png');
  const form = await openAddExpense(page);
  await uploadAndWatchFormFill(page, testInfo, form, receipt, { typedDescription: 'Cabinet hinges' });
  await saveScannedExpense(page, form, receipt);
});
