import type { Contractor } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeExpense, makeProject } from '../../../testing/fake-api';
import { makeEstimate } from '../../../testing/fake-backend/estimate-handlers';
import { renderApp } from '../../../testing/render-app';
import { MOBILE_WIDTH } from '../../../testing/viewport';
import { pressInDialog } from '../../../testing/dialogs';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const bob = { id: 4, name: 'Bob Builder' } as Contractor;

const manyExpenses = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeExpense({
      id: index + 1,
      projectId: 1,
      description: `Item ${index + 1}`,
      date: `2025-01-${String((index % 28) + 1).padStart(2, '0')}`,
      category: index % 2 === 0 ? 'materials' : 'labor',
    }),
  );

const location = () => screen.getByTestId('location').textContent ?? '';
const lastListRequest = (api: ReturnType<typeof renderApp>['api']) =>
  api.requestsTo('GET /api/expenses').at(-1);

describe('expenses screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a table with the count and total of the page, contractors and Unknown Contractor', async () => {
    const expenses = [
      makeExpense({
        id: 1,
        projectId: 1,
        description: 'Tiles',
        amount: '1200.00',
        contractorId: 4,
        date: '2025-03-02',
      }),
      makeExpense({
        id: 2,
        projectId: 1,
        description: 'Wiring',
        amount: '34.56',
        contractorId: 77,
        category: 'labor',
        paymentMethod: 'check',
        date: '2025-03-01',
      }),
    ];
    renderApp({ path: '/expenses', db: { projects: [kitchen], expenses, contractors: [bob] } });

    const table = await screen.findByRole('table', { name: 'Expenses' });
    expect(screen.getByText('2 expenses on this page · $1,234.56')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Date',
      'Description',
      'Category',
      'Payment Method',
      'Contractor',
      'Amount',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Mar 2, 2025')).toBeInTheDocument();
    expect(await within(rows[0] as HTMLElement).findByText('Bob Builder')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Unknown Contractor')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Check')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$34.56')).toBeInTheDocument();
  });

  it("says beside 'Add Expense' how many the Free plan still allows near its limit", async () => {
    const expenses = [1, 2, 3, 4].map((id) => makeExpense({ id, projectId: 1, description: `Item ${id}` }));
    renderApp({ path: '/expenses', db: { projects: [kitchen], expenses } });
    const [headerButton] = await screen.findAllByRole('button', { name: 'Add Expense' });
    await waitFor(() => expect(headerButton).toHaveAccessibleDescription('1 left on the Free plan'));
  });

  it('shows cards instead of the table on narrow screens', async () => {
    renderApp({
      path: '/expenses',
      db: { projects: [kitchen], expenses: manyExpenses(2) },
      width: MOBILE_WIDTH,
    });
    const list = await screen.findByRole('list', { name: 'Expenses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'No expenses yet' without filters and 'No expenses match your filters' with them", async () => {
    const { user } = renderApp({ path: '/expenses', db: { projects: [kitchen] } });
    expect(await screen.findByRole('heading', { name: 'No expenses yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Permits' }));
    expect(
      await screen.findByRole('heading', { name: 'No expenses match your filters' }),
    ).toBeInTheDocument();
  });

  it('filters by category and payment method, going back to page 1, and keeps them in the address', async () => {
    const { user, api } = renderApp({
      path: '/expenses?page=2&pageSize=10',
      db: { projects: [kitchen], expenses: manyExpenses(30) },
    });
    await screen.findByRole('table', { name: 'Expenses' });
    expect(lastListRequest(api)?.search.get('page')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Labor' }));
    await waitFor(() => expect(location()).toBe('/expenses?category=labor&pageSize=10'));
    expect(lastListRequest(api)?.search.get('category')).toBe('labor');
    expect(lastListRequest(api)?.search.get('page')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await user.click(await screen.findByRole('option', { name: 'Credit Card' }));
    await waitFor(() =>
      expect(location()).toBe('/expenses?category=labor&paymentMethod=credit_card&pageSize=10'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(location()).toBe('/expenses?pageSize=10'));
  });

  it("shows a contractor's and an estimate's expenses from the address, each filter a chip that removes it", async () => {
    const expenses = manyExpenses(12).map((expense) =>
      expense.id % 3 === 0
        ? { ...expense, contractorId: bob.id, estimateId: expense.id === 3 ? 9 : null }
        : expense,
    );
    const floors = makeEstimate({ id: 9, projectId: 1, contractorId: bob.id, title: 'Floors' });
    const { user, api } = renderApp({
      path: `/expenses?contractorId=${bob.id}&estimateId=9`,
      db: { projects: [kitchen], expenses, contractors: [bob], estimates: [floors] },
    });

    const chip = await screen.findByRole('button', { name: 'Remove filter Contractor: Bob Builder' });
    expect(await screen.findByRole('button', { name: 'Remove filter Estimate: Floors' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Expenses' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1));
    expect(within(table).getByText('Item 3')).toBeInTheDocument();
    expect(lastListRequest(api)?.search.get('contractorId')).toBe(String(bob.id));
    expect(lastListRequest(api)?.search.get('estimateId')).toBe('9');
    // Not counted: no page buttons, only the cursor's.
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove filter Estimate: Floors' }));
    await waitFor(() => expect(location()).toBe(`/expenses?contractorId=${bob.id}`));
    await waitFor(() => expect(screen.getAllByRole('row').slice(1)).toHaveLength(4));
    expect(chip).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(location()).toBe('/expenses'));
    expect(screen.queryByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument();
  });

  it('searches 500 ms after typing stops', async () => {
    const { user, api } = renderApp({
      path: '/expenses',
      db: { projects: [kitchen], expenses: manyExpenses(12) },
    });
    await screen.findByRole('table', { name: 'Expenses' });

    await user.type(screen.getByLabelText('Search expenses'), 'Item 1');
    expect(api.requestsTo('GET /api/expenses').some((request) => request.search.has('search'))).toBe(false);

    await waitFor(() => expect(location()).toBe('/expenses?search=Item+1'));
    expect(lastListRequest(api)?.search.get('search')).toBe('Item 1');
    expect(
      api.requestsTo('GET /api/expenses').filter((request) => request.search.has('search')),
    ).toHaveLength(1);
    expect(await screen.findByText('4 expenses on this page · $400.00')).toBeInTheDocument();
  });

  it("says how far a search looked and searches further from the answer's cursor", async () => {
    const { user, api } = renderApp({
      path: '/expenses?search=item&pageSize=10',
      db: { projects: [kitchen], expenses: manyExpenses(30) },
    });
    expect(await screen.findByText('Searched 10 of 30 expenses')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    // A search is not counted: no page buttons, only Previous and Next.
    expect(
      within(pagination)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Next page']);

    await user.click(screen.getByRole('button', { name: 'Search further' }));
    expect(await screen.findByText('Searched 20 of 30 expenses')).toBeInTheDocument();
    expect(lastListRequest(api)?.search.has('cursor')).toBe(true);
    expect(screen.getByText(/^10 expenses on this page/)).toBeInTheDocument();

    await waitFor(() => expect(location()).toBe('/expenses?search=item&page=2&pageSize=10'));
    await user.click(screen.getByRole('button', { name: 'Search further' }));
    expect(await screen.findByText('Searched 30 of 30 expenses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search further' })).not.toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it("pages with the pagination window and 'Rows per page', which goes back to page 1", async () => {
    const { user, api } = renderApp({
      path: '/expenses?pageSize=10',
      db: { projects: [kitchen], expenses: manyExpenses(95) },
    });
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    const labels = () =>
      within(pagination)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(labels()).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 10', 'Next page']);
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pagination).getByRole('button', { name: 'Page 10' }));
    await waitFor(() => expect(location()).toBe('/expenses?page=10&pageSize=10'));
    expect(await screen.findByText('5 expenses on this page · $500.00')).toBeInTheDocument();
    expect(labels()).toEqual(['Previous page', 'Page 1', 'Page 9', 'Page 10', 'Next page']);

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(location()).toBe('/expenses?pageSize=50'));
    expect(lastListRequest(api)?.search.get('page')).toBe('1');
    expect(lastListRequest(api)?.search.get('pageSize')).toBe('50');
  });

  it('restores filters and page on back and forward', async () => {
    const { user, go } = renderApp({
      path: '/expenses',
      db: { projects: [kitchen], expenses: manyExpenses(40) },
    });
    await screen.findByRole('table', { name: 'Expenses' });

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Materials' }));
    await waitFor(() => expect(location()).toBe('/expenses?category=materials'));

    go(-1);
    await waitFor(() => expect(location()).toBe('/expenses'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All Categories'),
    );
    expect(await screen.findByText(/^25 expenses on this page/)).toBeInTheDocument();

    go(1);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Materials'),
    );
    expect(await screen.findByText(/^20 expenses on this page/)).toBeInTheDocument();
  });

  it('exports every page of the current filters as CSV', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = renderApp({
      path: '/expenses?category=materials',
      db: { projects: [kitchen], expenses: manyExpenses(250) },
    });
    await screen.findByRole('table', { name: 'Expenses' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const exportRequests = api
      .requestsTo('GET /api/expenses')
      .filter((request) => request.search.get('pageSize') === '100');
    // The first page, then the page after it by its cursor.
    expect(exportRequests.map((request) => request.search.has('cursor'))).toEqual([false, true]);
    expect(exportRequests.every((request) => request.search.get('category') === 'materials')).toBe(true);
    const lines = (await (created[0] as Blob).text()).trim().split('\r\n');
    expect(lines).toHaveLength(126);
    expect(lines.slice(1).every((line) => line.includes(',Materials,'))).toBe(true);
  });

  it('deletes an expense from its row after confirmation', async () => {
    const { user, api } = renderApp({
      path: '/expenses',
      db: { projects: [kitchen], expenses: manyExpenses(2) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Item 1' }));
    await pressInDialog(user, 'Delete Expense', 'Delete');
    await waitFor(() => expect(api.requestsTo('DELETE /api/expenses/1')).toHaveLength(1));
    expect(await screen.findByText('1 expense on this page · $100.00')).toBeInTheDocument();
  });
});
