import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createExpenses } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectQuery, signInWithJanuary } from '../support/january-expenses';
import { choose } from '../support/mui';
import { checkScreen } from '../support/screens';

const tableRows = (page: Page) => page.getByRole('table', { name: 'Expenses' }).getByRole('row');
/** Rows minus the header row. */
async function expectRowCount(page: Page, count: number): Promise<void> {
  await expect(tableRows(page)).toHaveCount(count + 1);
}

test('expenses search, filters and pagination live in the address and survive back/forward', async ({
  page,
  stack,
}, testInfo) => {
  await signInWithJanuary(page, testInfo, stack);
  await page.goto('/expenses');

  // Page 1 of 2 at the default 25 rows, newest first.
  await expectRowCount(page, 25);
  await expect(tableRows(page).nth(1)).toContainText('Tile order 30');
  await expect(tableRows(page).nth(1)).toContainText('Jan 30, 2025');
  await expectQuery(page, {});
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await checkScreen(page, testInfo, 'expenses');

  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expectQuery(page, { page: '2' });
  await expectRowCount(page, 5);
  await expect(tableRows(page).nth(5)).toContainText('Lumber run 1');

  // A new page size starts again at page 1.
  await choose(page, page.getByRole('main'), 'Rows per page', '10');
  await expectQuery(page, { pageSize: '10' });
  await expectRowCount(page, 10);
  await expect(pagination.getByRole('button', { name: 'Page 3' })).toBeVisible();
  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expectQuery(page, { page: '2', pageSize: '10' });
  await expect(tableRows(page).nth(1)).toContainText('Tile order 20');

  // A filter starts again at page 1 too.
  const filters = page.getByRole('search');
  await choose(page, filters, 'Category', 'Labor');
  await expectQuery(page, { category: 'labor', pageSize: '10' });
  await expectRowCount(page, 10);
  await choose(page, filters, 'Payment Method', 'Cash');
  await expectQuery(page, { category: 'labor', paymentMethod: 'cash', pageSize: '10' });
  await expectRowCount(page, 5); // days 4, 10, 16, 22, 28
  await expect(page.getByText('5 expenses on this page · $81.25')).toBeVisible();

  const search = filters.getByRole('textbox', { name: 'Search expenses' });
  await search.fill('Tile');
  await expectQuery(page, { search: 'Tile', category: 'labor', paymentMethod: 'cash', pageSize: '10' });
  await expectRowCount(page, 1);
  await expect(tableRows(page).nth(1)).toContainText('Tile order 10');
  await checkScreen(page, testInfo, 'expenses-filtered');

  await search.fill('no such thing');
  await expect(page.getByRole('heading', { name: 'No expenses match your filters' })).toBeVisible();
  await checkScreen(page, testInfo, 'expenses-no-match');

  // Back and forward bring each state back, inputs included.
  await page.goBack();
  await expectQuery(page, { search: 'Tile', category: 'labor', paymentMethod: 'cash', pageSize: '10' });
  await expect(search).toHaveValue('Tile');
  await expectRowCount(page, 1);
  await page.goBack();
  await expectQuery(page, { category: 'labor', paymentMethod: 'cash', pageSize: '10' });
  await expect(search).toHaveValue('');
  await expectRowCount(page, 5);
  await page.goBack();
  await expectQuery(page, { category: 'labor', pageSize: '10' });
  await expect(filters.getByRole('combobox', { name: 'Payment Method' })).toContainText(
    'All Payment Methods',
  );
  await expectRowCount(page, 10);
  await page.goForward();
  await expectQuery(page, { category: 'labor', paymentMethod: 'cash', pageSize: '10' });
  await expect(filters.getByRole('combobox', { name: 'Payment Method' })).toContainText('Cash');
  await expectRowCount(page, 5);

  await filters.getByRole('button', { name: 'Clear Filters' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBeNull();
  expect(new URL(page.url()).searchParams.get('paymentMethod')).toBeNull();
  await expect(filters.getByRole('combobox', { name: 'Category' })).toContainText('All Categories');

  // A shared link opens the same view.
  await page.goto('/expenses?paymentMethod=cash&page=2&pageSize=10');
  await expect(filters.getByRole('combobox', { name: 'Payment Method' })).toContainText('Cash');
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectRowCount(page, 5); // cash is every even day: page 2 holds days 10 down to 2
  await expect(tableRows(page).nth(1)).toContainText('Tile order 10');
});

test('Export CSV downloads every expense of the current filters, all pages', async ({
  page,
  stack,
}, testInfo) => {
  const { projectId } = await signInWithJanuary(page, testInfo, stack);
  await createExpenses(page, projectId!, [
    {
      description: '=2+2 trim',
      amount: '99',
      category: 'labor',
      paymentMethod: 'credit_card',
      date: '2025-02-01',
      notes: 'Cut to size, "premium" grade',
    },
  ]);
  await page.goto('/expenses?category=labor&pageSize=10');
  await expectRowCount(page, 10);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^expenses-whole-house-refit[a-z0-9-]*-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = await readFile(await download.path(), 'utf8');

  expect(text.startsWith('\uFEFF'), 'a byte-order mark for spreadsheets').toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  const rows = lines.slice(0, -1).map(parseCsvLine);
  expect(rows[0]).toEqual([
    'Date',
    'Description',
    'Category',
    'Payment Method',
    'Contractor',
    'Amount',
    'Notes',
    'Receipt',
    'Added By',
    'Changed By',
  ]);
  const data = rows.slice(1);
  // Every labor expense (days 1, 4, …, 28 and the February one), not only the 10 on screen.
  expect(data).toHaveLength(11);
  expect(data.every((row) => row[2] === 'Labor')).toBe(true);
  expect(data.map((row) => row[0])).toContain('2025-01-04');
  expect(data.find((row) => row[0] === '2025-01-28')).toEqual([
    '2025-01-28',
    'Lumber run 28',
    'Labor',
    'Cash',
    '',
    '28.25',
    '',
    'No',
    'Jordan',
    'Jordan',
  ]);
  // Quotes and commas survive; a formula is not left for a spreadsheet to run.
  expect(data.find((row) => row[0] === '2025-02-01')).toEqual([
    '2025-02-01',
    "'=2+2 trim",
    'Labor',
    'Credit Card',
    '',
    '99.00',
    'Cut to size, "premium" grade',
    'No',
    'Jordan',
    'Jordan',
  ]);
  const totalCents = data.reduce((sum, row) => sum + Math.round(Number(row[5]) * 100), 0);
  expect(totalCents).toBe(14_750 + 9_900);
});

/** RFC 4180 fields of one line (the export has no line breaks inside fields). */
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}
