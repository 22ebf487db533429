import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, makeExpense, makeHome, makeProject } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

// The screen shows 50 lines a page (basis-queries.ts); 61 makes a second page and a third would be a bug.
const EXPENSES = 61;

describe('the cost basis screen', () => {
  it("loads the next page of lines with 'Show more' and shows every line once", async () => {
    const expenses = Array.from({ length: EXPENSES }, (_, index) =>
      makeExpense({ id: index + 1, projectId: 1, description: `Line ${index + 1}`, amount: '10.00' }),
    );
    const api = createFakeApi({
      homes: [makeHome({ id: 1, name: 'Our home', purchasePrice: '300000.00' })],
      projects: [makeProject({ id: 1, name: 'Kitchen Remodel', homeId: 1 })],
      expenses,
    });
    const { user } = renderApp({ path: '/homes/1/basis', api });

    const list = await screen.findByRole('list', { name: 'Expenses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show more' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(EXPENSES));
    const shown = within(list)
      .getAllByRole('listitem')
      .map((row) => /^Line \d+/.exec(row.textContent ?? '')?.[0]);
    expect(new Set(shown).size).toBe(EXPENSES);
    expect(shown.sort()).toEqual(expenses.map((expense) => expense.description).sort());
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // Two pages, the second from the first's cursor: nothing read twice.
    const pages = api.requestsTo('GET /api/homes/1/basis/lines');
    expect(pages).toHaveLength(2);
    expect(pages[0]?.search.get('cursor')).toBeNull();
    expect(pages[1]?.search.get('cursor')).toBeTruthy();
  });
});
