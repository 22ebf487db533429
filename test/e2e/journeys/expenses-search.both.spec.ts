import { expect, test } from '../support/fixtures';
import { apiSend, createExpenses } from '../support/api';
import { expectQuery, signInWithJanuary } from '../support/january-expenses';
import { choose } from '../support/mui';
import { checkScreen } from '../support/screens';

// Desktop and phone: a search is not counted, so it says how far it has looked and goes on with 'Search
// further' from the answer's cursor; a category and a payment method together page by cursor too, and so
// does a contractor's list, opened from its card (docs/product.md#expenses-screen, issue 52).
test("a search says how far it looked and 'Search further' goes on; a combination and a contractor page by cursor", async ({
  page,
  stack,
}, testInfo) => {
  const user = await signInWithJanuary(page, testInfo, stack);
  await page.goto('/expenses?search=Lumber&pageSize=10');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });

  // Days 29 down to 18, the tile days (every 5th) left out: 13 expenses looked at for 10 matches.
  await expect(page.getByText('Searched 13 of 30 expenses')).toBeVisible();
  await expect(page.getByText(/^10 expenses on this page/)).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveCount(0);
  await checkScreen(page, testInfo, 'expenses-search-further');

  await page.getByRole('button', { name: 'Search further' }).click();
  await expect(page.getByText('Searched 25 of 30 expenses')).toBeVisible();
  await expect(page.getByText('Lumber run 17', { exact: true })).toBeVisible();
  await expectQuery(page, { search: 'Lumber', page: '2', pageSize: '10' });
  await page.getByRole('button', { name: 'Search further' }).click();
  await expect(page.getByText('Searched 30 of 30 expenses')).toBeVisible();
  await expect(page.getByText(/^4 expenses on this page/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search further' })).toHaveCount(0);
  await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expectQuery(page, { search: 'Lumber', page: '3', pageSize: '10' });
  await pagination.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByText('Searched 25 of 30 expenses')).toBeVisible();

  // Labor and cash together: days 4, 10, 16, 22, 28 by 2 a page, 'Next page' by cursor.
  await page.goto('/expenses?pageSize=10');
  const filters = page.getByRole('search');
  await choose(page, filters, 'Category', 'Labor');
  await expectQuery(page, { category: 'labor', pageSize: '10' });
  await choose(page, filters, 'Payment Method', 'Cash');
  await expectQuery(page, { category: 'labor', paymentMethod: 'cash', pageSize: '10' });
  await expect(page.getByText(/^5 expenses on this page/)).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveCount(0);
  await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // A contractor named on three February expenses: its card's 'Expenses' opens them alone, named in a chip.
  const sparky = await apiSend(page, 'POST', '/api/contractors', { name: 'Sparky Electric' });
  await createExpenses(
    page,
    user.projectId!,
    [1, 2, 3].map((day) => ({
      description: `Panel work ${day}`,
      amount: '120.00',
      category: 'labor',
      paymentMethod: 'check',
      date: `2025-02-0${day}`,
      contractorId: sparky.id,
    })),
  );
  await page.goto('/contractors');
  await page.getByRole('link', { name: 'Expenses of Sparky Electric' }).click();
  await expectQuery(page, { contractorId: String(sparky.id) });
  const chip = page.getByRole('button', { name: 'Remove filter Contractor: Sparky Electric' });
  await expect(chip).toBeVisible();
  await expect(page.getByText(/^3 expenses on this page/)).toBeVisible();
  await expect(page.getByText('Panel work 3', { exact: true })).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveCount(0);
  await checkScreen(page, testInfo, 'expenses-contractor-filter');
  await chip.click();
  await expectQuery(page, {});
  await expect(page.getByText(/^25 expenses on this page/)).toBeVisible();
});
