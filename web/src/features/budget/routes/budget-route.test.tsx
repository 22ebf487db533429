import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json, makeExpense, makeProject, type FakeDb } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { MOBILE_WIDTH } from '../../../testing/viewport';
import { makeEstimate } from '../../../testing/fake-backend/estimate-handlers';
import { retype } from '../../../testing/retype';
import { savedBody } from '../../../testing/saved-body';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel', budget: '10000.00' });

function renderBudget(db: Partial<FakeDb> = {}, width?: number) {
  const api = createFakeApi({ projects: [kitchen], ...db });
  return renderApp({ path: '/budget', api, ...(width ? { width } : {}) });
}

async function planForm() {
  return await screen.findByRole('form', { name: 'Budget plan' });
}

describe('budget screen', () => {
  it('is in the navigation after Dashboard', async () => {
    renderBudget();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Budget' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget' })).toBeInTheDocument();
  });

  it('shows what is unallocated as the plan is typed, then saves the whole plan with PUT', async () => {
    const { user, api } = renderBudget();
    const form = await planForm();
    expect(within(form).getByText('Project budget: $10,000.00')).toBeInTheDocument();
    const group = within(form).getByRole('group', { name: 'Planned per category' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('name')),
    ).toEqual([
      'lines.materials',
      'lines.labor',
      'lines.permits',
      'lines.tools',
      'lines.equipment',
      'lines.utilities',
      'lines.other',
      'contingency',
    ]);
    expect(within(form).getByRole('status')).toHaveTextContent('Unallocated: $10,000.00');

    await user.type(within(form).getByLabelText('Materials'), '4000');
    await user.type(within(form).getByLabelText('Labor'), '3000');
    await retype(user, within(form).getByLabelText('Contingency'), '1000');
    expect(within(form).getByRole('status')).toHaveTextContent('Unallocated: $2,000.00');
    await user.click(within(form).getByRole('button', { name: 'Create Plan' }));

    expect(await savedBody(api, 'Budget plan saved', 'PUT /api/projects/1/budget')).toEqual({
      contingency: '1000.00',
      lines: [
        { category: 'materials', planned: '4000.00' },
        { category: 'labor', planned: '3000.00' },
      ],
    });
    expect(await within(form).findByRole('button', { name: 'Update Plan' })).toBeInTheDocument();
  });

  it('refuses lines over the budget and amounts below zero, on their fields, without a request', async () => {
    const { user, api } = renderBudget();
    const form = await planForm();
    await user.type(within(form).getByLabelText('Materials'), '11240');
    expect(within(form).getByRole('status')).toHaveTextContent('Unallocated: -$1,240.00');
    await user.type(within(form).getByLabelText('Tools'), '-5');
    await user.click(within(form).getByRole('button', { name: 'Create Plan' }));

    expect(await within(form).findByText('Planned amount must be $0 or more')).toBeInTheDocument();
    expect(within(form).getByLabelText('Tools')).toHaveAccessibleDescription(
      'Planned amount must be $0 or more',
    );
    await user.clear(within(form).getByLabelText('Tools'));
    await user.click(within(form).getByRole('button', { name: 'Create Plan' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Budget lines exceed the project budget by $1,240.00',
    );
    expect(within(form).getByRole('group', { name: 'Planned per category' })).toHaveAccessibleDescription(
      'Budget lines exceed the project budget by $1,240.00',
    );
    expect(api.requestsTo('PUT /api/projects/1/budget')).toHaveLength(0);
  });

  it("places the API's refusal of the lines under them", async () => {
    const { user, api } = renderBudget();
    // The budget changed on the server since the screen loaded.
    api.override('PUT /api/projects/1/budget', () =>
      json(400, {
        error: 'Validation failed',
        details: [{ path: ['lines'], message: 'Budget lines exceed the project budget by $500.00' }],
      }),
    );
    const form = await planForm();
    await user.type(within(form).getByLabelText('Permits'), '800');
    await user.click(within(form).getByRole('button', { name: 'Create Plan' }));
    expect(
      await within(form).findByText('Budget lines exceed the project budget by $500.00'),
    ).toBeInTheDocument();
  });

  it('shows planned vs spent vs committed per category with the variance in words, and the projected cost', async () => {
    const expenses = [
      makeExpense({ id: 1, projectId: 1, amount: '2240.00', category: 'materials' }),
      makeExpense({ id: 2, projectId: 1, amount: '500.00', category: 'labor', estimateId: 21 }),
    ];
    renderBudget({
      expenses,
      // 2000 taxed at 13 % = 2,260 − 500 paid = 1,760 still committed to labor
      estimates: [
        makeEstimate(
          {
            id: 21,
            projectId: 1,
            contractorId: 11,
            title: 'Cabinets',
            amount: '2000.00',
            status: 'approved',
            category: 'labor',
          },
          expenses,
        ),
      ],
      budgetPlans: [
        {
          projectId: 1,
          contingency: '1000.00',
          lines: [
            { category: 'materials', planned: '1000.00' },
            { category: 'labor', planned: '3000.00' },
          ],
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Planned, spent and committed by category' });
    expect(screen.getByTestId('forecast-chart')).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Materials', '$1,000.00', '$2,240.00', '$0.00', '$1,240 over plan'],
      ['Labor', '$3,000.00', '$500.00', '$1,760.00', '$740 under plan'],
    ]);
    const totals = screen.getByRole('region', { name: 'Projected final cost' });
    // 2,240 + 500 + 1,760
    expect(totals).toHaveTextContent('Projected final cost: $4,500.00');
    expect(totals).toHaveTextContent('$5,500 under budget');
    // Materials ran $1,240 over its line: that much of the contingency is gone.
    expect(totals).toHaveTextContent('Contingency overdrawn by $240');
  });

  it('shows the table alone on a phone', async () => {
    renderBudget(
      { expenses: [makeExpense({ id: 1, projectId: 1, amount: '90.00', category: 'tools' })] },
      MOBILE_WIDTH,
    );
    expect(
      await screen.findByRole('table', { name: 'Planned, spent and committed by category' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('forecast-chart')).not.toBeInTheDocument();
  });

  it('says so when there is nothing planned or spent yet', async () => {
    renderBudget();
    expect(await screen.findByText('Nothing planned or spent yet')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Projected final cost' })).toHaveTextContent(
        '$10,000 under budget',
      ),
    );
  });
});
