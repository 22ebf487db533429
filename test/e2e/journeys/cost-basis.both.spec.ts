import { readFile } from 'node:fs/promises';
import { signInNewUser } from '../support/accounts';
import { apiSend, createExpenses } from '../support/api';
import { expect, test } from '../support/fixtures';
import { choose, navigateTo, toast } from '../support/mui';
import { checkScreen } from '../support/screens';

const expense = (description: string, amount: string) => ({
  description,
  amount,
  category: 'materials',
  paymentMethod: 'credit_card',
  date: '2025-03-01',
});

// Desktop and phone: what the renovations add to a home's cost basis (docs/product.md#basis-screen, issue 54).
// An expense classified by hand, a project switched to an extensive remodel (its repair then counts), a rebate
// recorded, the CSV's totals read back and the PDF downloaded.
test('cost basis: classify an expense, switch a project to an extensive remodel, add a rebate, download the CSV and the PDF', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const { projectId } = await signInNewUser(page, testInfo, {
    project: { name: 'Kitchen Remodel', budget: '25000' },
  });
  await apiSend(page, 'PUT', '/api/homes/1', {
    name: 'Our home',
    purchasePrice: '300000',
    settlementCosts: '3500.10',
  });
  await createExpenses(page, projectId!, [expense('New water heater', '1800.55'), expense('Sofa', '999')]);
  const restoration = await apiSend(page, 'POST', '/api/projects', {
    name: 'Whole-house restoration',
    budget: '40000',
  });
  await createExpenses(page, restoration.id, [expense('Patch cracks in plaster', '450')]);

  await navigateTo(page, 'Homes', phone);
  await page.getByRole('link', { name: 'Cost basis of Our home' }).click();
  await expect(page).toHaveURL(/\/homes\/1\/basis$/);
  // 300,000.00 + 3,500.10 + the water heater (suggested as an improvement); the sofa and the patching do not count.
  await expect(page.getByText('Adjusted basis $305,300.65')).toBeVisible();
  const expenses = page.getByRole('list', { name: 'Expenses' });
  await expect(expenses.getByRole('listitem').filter({ hasText: 'Sofa' })).toContainText(
    'Not part of the home (suggested)',
  );

  // Classify: the sofa was built in, an improvement.
  await page.getByRole('button', { name: 'Change class of Sofa' }).click();
  const classDialog = page.getByRole('dialog', { name: 'Class of Sofa' });
  await expect(classDialog).toContainText('Suggested: Not part of the home');
  await choose(page, classDialog, 'Class', 'Improvement');
  await classDialog.getByRole('button', { name: 'Update Class' }).click();
  await expect(toast(page, 'Class saved')).toBeVisible();
  await expect(classDialog).toBeHidden();
  await expect(page.getByText('Adjusted basis $306,299.65')).toBeVisible();

  // The restoration is an extensive remodel: its repair counts as an improvement.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Edit Whole-house restoration' }).click();
  const form = page.getByRole('form', { name: 'Edit project' });
  await form.getByRole('checkbox', { name: /^Part of an extensive remodel/ }).check();
  await form.getByRole('button', { name: 'Update Project' }).click();
  await expect(page.getByRole('article', { name: 'Whole-house restoration' })).toBeVisible();
  await page.goto('/homes/1/basis');
  await expect(page.getByText('Adjusted basis $306,749.65')).toBeVisible();

  // A rebate lowers it.
  await page.getByRole('button', { name: 'Add Reduction' }).click();
  const reduction = page.getByRole('dialog', { name: 'Add Reduction' });
  await choose(page, reduction, 'Kind', 'Rebate');
  await reduction.getByRole('textbox', { name: 'Amount' }).fill('300');
  await reduction.getByLabel('Date').fill('2025-04-02');
  await reduction.getByRole('textbox', { name: 'What it was for' }).fill('Heat pump rebate');
  await reduction.getByRole('button', { name: 'Add Reduction' }).click();
  await expect(toast(page, 'Reduction added successfully')).toBeVisible();
  await expect(page.getByText('Adjusted basis $306,449.65')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reductions' })).toContainText('Rebate $300.00');
  await checkScreen(page, testInfo, 'cost-basis');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('cost-basis-our-home.csv');
  const lines = (await readFile(await download.path(), 'utf8')).replace('\uFEFF', '').split('\r\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'Improvement,2025-03-01,Kitchen Remodel,Sofa,Improvement,999.00,Receipt missing',
      'Reduction,2025-04-02,,Heat pump rebate,Rebate,-300.00,',
      'Total improvements,,,,,3249.55,',
      'Total reductions,,,,,-300.00,',
      'Adjusted basis,,,,,306449.65,',
    ]),
  );
  expect(lines.at(-2)).toMatch(/^"Not tax advice\. Only US rules are applied/);

  // The same report as a PDF, made by the API (its text is read back in functions' basis-pdf.test.ts).
  const downloadingPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await downloadingPdf;
  expect(pdf.suggestedFilename()).toBe('cost-basis-our-home.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
