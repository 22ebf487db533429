import { signInNewUser } from '../support/accounts';
import { createExpenses, upgradeThroughAdminApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { summaryCard } from '../support/mui';
import { checkScreen } from '../support/screens';
import { LOGGED_FROM_RECEIPTS, spentAfterImport, statementCsv } from '../support/statement-import';

const statementFile = () => ({
  name: 'march.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(statementCsv()),
});

// Desktop and phone (docs/product.md#statement-import-screen, issue 55): a 60-row card statement of which 3
// rows were logged from receipts and 2 are refunds; the same file again adds nothing.
test('a card statement imports each transaction once, beside what was logged from receipts', async ({
  page,
  stack,
}, testInfo) => {
  const user = await signInNewUser(page, testInfo, {
    project: { name: 'Whole House Refit', budget: '50000' },
    at: null,
  });
  // More than the Free plan's 5 expenses: the operator lifts the limit first.
  await upgradeThroughAdminApi(page, stack, user.email);
  await createExpenses(page, user.projectId!, LOGGED_FROM_RECEIPTS);

  await page.goto('/expenses');
  await page.getByRole('link', { name: 'Import Statement' }).click();
  await expect(page.getByRole('heading', { name: 'Import a statement', level: 1 })).toBeVisible();
  await page.getByLabel('Statement file').setInputFiles(statementFile());

  // A new bank: the first rows and the guessed mapping, nothing stored yet.
  await expect(page.getByRole('table', { name: "The file's first rows" })).toContainText(
    'ACME SUPPLY 1 SEATTLE WA',
  );
  await page.getByRole('button', { name: 'Read the rows' }).click();

  const rows = page.getByRole('list', { name: 'Statement rows' });
  await expect(page.getByText('60 rows · 3 already logged · 57 to import')).toBeVisible();
  await expect(rows.getByText('Already logged', { exact: true })).toHaveCount(3);
  const homeDepot = rows.getByRole('listitem', { name: 'THE HOME DEPOT #6543 SEATTLE WA' });
  await expect(homeDepot).toContainText('as Lumber, Home Depot · 2025-03-03 · $120.00');
  await expect(homeDepot.getByRole('checkbox')).not.toBeChecked();
  await expect(rows.getByRole('listitem', { name: 'HOME DEPOT RETURN #6543' })).toContainText(
    'Credit $25.00',
  );
  await expect(rows.getByRole('listitem', { name: 'ACME SUPPLY REFUND' })).toContainText('Credit $12.50');
  await checkScreen(page, testInfo, 'statement-import-review');

  await page.getByRole('button', { name: 'Import 57 rows' }).click();
  await expect(page.getByText('57 imported', { exact: true })).toBeVisible();

  // Every transaction once: the 3 logged expenses and 57 imported, refunds lowering the spend.
  await page.goto('/expenses?pageSize=100');
  await expect(page.getByText(`60 expenses on this page · ${spentAfterImport()}`)).toBeVisible();
  await page.goto('/dashboard');
  const summary = page.getByRole('list', { name: 'Budget summary' });
  await expect(summaryCard(summary, 'Total Spent')).toContainText(spentAfterImport());

  // The same file again: read by the remembered layout, nothing left to import.
  await page.goto('/expenses/import');
  await page.getByLabel('Statement file').setInputFiles(statementFile());
  await expect(page.getByText('60 rows · 3 already logged · 57 imported before · 0 to import')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  await page.goto('/expenses?pageSize=100');
  await expect(page.getByText(`60 expenses on this page · ${spentAfterImport()}`)).toBeVisible();
});
