import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeExpense, makeHome, makeProject } from '../../testing/fake-api';
import { makeRoom } from '../../testing/fake-backend/room-handlers';
import { makeHomeItem } from '../../testing/fake-backend/home-item-handlers';
import { makeMaintenanceTask } from '../../testing/fake-backend/maintenance-handlers';
import { addDays, formatDate, todayLocalDateString } from '@reno/domain';
import { waitForDialogsToClose } from '../../testing/dialogs';
import { renderApp } from '../../testing/render-app';
import { BUDGET_PLAN_PATH } from '../../features/dashboard/components/next-steps';
import { retype } from '../../testing/retype';

const kitchen = makeProject({
  id: 1,
  name: 'Kitchen Remodel',
  budget: '10000.00',
  startDate: '2025-03-01T12:00:00.000Z',
});

const summaryCard = (title: string) => {
  const card = screen.getByRole('heading', { name: title }).closest('li');
  if (!card) throw new Error(`no card ${title}`);
  return card;
};

/** The dashboard of the kitchen with one expense, its Expense Details dialog opened from Recent expenses. */
async function openDetailsOfTheOnlyExpense(
  fields: Omit<Parameters<typeof makeExpense>[0], 'projectId'> & { description: string },
) {
  const expenses = [makeExpense({ projectId: 1, ...fields })];
  const rendered = renderApp({ path: '/dashboard', db: { projects: [kitchen], expenses } });
  await rendered.user.click(await screen.findByRole('button', { name: new RegExp(fields.description) }));
  const dialog = await screen.findByRole('dialog', { name: 'Expense Details' });
  return { ...rendered, dialog };
}

describe('dashboard', () => {
  it("shows the project header with 'Started {date}' and 'Add Expense'", async () => {
    renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    expect(await screen.findByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Started Mar 1, 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeInTheDocument();
  });

  it("shows 'Started Unknown' when the start date cannot be read", async () => {
    renderApp({ path: '/dashboard', db: { projects: [{ ...kitchen, startDate: 'garbage' }] } });
    expect(await screen.findByText('Started Unknown')).toBeInTheDocument();
  });

  it('shows skeletons in the six summary cards while the summary loads, then the values', async () => {
    const { api } = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    const release = api.hold('GET /api/projects/1/summary');
    api.override('GET /api/projects/1/summary', () =>
      json(200, {
        totalBudget: '10000.00',
        totalSpent: '3333.33',
        remaining: '6666.67',
        budgetUsedPercent: 33.3333,
        totalEstimates: '12500.00',
        paidEstimates: '4000.5',
        categoryBreakdown: {},
      }),
    );

    await screen.findByRole('heading', { name: 'Total Budget' });
    expect(screen.getAllByTestId('summary-skeleton')).toHaveLength(6);
    release();

    await waitFor(() => expect(screen.queryAllByTestId('summary-skeleton')).toHaveLength(0));
    expect(within(summaryCard('Total Budget')).getByText('$10,000.00')).toBeInTheDocument();
    expect(within(summaryCard('Total Spent')).getByText('$3,333.33')).toBeInTheDocument();
    expect(within(summaryCard('Remaining')).getByText('$6,666.67')).toBeInTheDocument();
    expect(within(summaryCard('Budget Used')).getByText('33.33%')).toBeInTheDocument();
    expect(within(summaryCard('Total Approved Estimates')).getByText('$12,500.00')).toBeInTheDocument();
    expect(within(summaryCard('Paid Estimates')).getByText('$4,000.50')).toBeInTheDocument();
  });

  it('shows a new project the next steps instead of an empty chart and list', async () => {
    const { user } = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => within(step).getByRole('heading').textContent),
    ).toEqual(['Add an expense', 'Add a contractor', 'Plan the budget']);
    expect(within(steps).getByText('Add your first expense to get started')).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Add a contractor' })).toHaveAttribute(
      'href',
      '/contractors',
    );
    expect(within(steps).getByRole('link', { name: 'Plan the budget' })).toHaveAttribute(
      'href',
      BUDGET_PLAN_PATH,
    );
    expect(screen.queryByText('No spending data yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Expenses' })).not.toBeInTheDocument();

    await user.click(within(steps).getByRole('button', { name: 'Add your first expense' }));
    expect(await screen.findByRole('dialog', { name: 'Add Expense' })).toBeInTheDocument();
  });

  it('turns Remaining and Budget Used red with a short alert when over budget', async () => {
    const { api } = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    api.override('GET /api/projects/1/summary', () =>
      json(200, {
        totalBudget: '10000.00',
        totalSpent: '12192.52',
        remaining: '-2192.52',
        budgetUsedPercent: 121.9252,
        totalEstimates: '0.00',
        paidEstimates: '0.00',
        categoryBreakdown: { materials: '12192.52' },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('$2,192.52 over budget');
    const cards = screen.getByRole('list', { name: 'Budget summary' });
    const warned = within(cards)
      .getAllByRole('listitem')
      .filter((card) => card.hasAttribute('data-over-budget'))
      .map((card) => within(card).getByRole('heading').textContent);
    expect(warned).toEqual(['Remaining', 'Budget Used']);
  });

  it("says how many expenses the Free plan still allows beside 'Add Expense' near its limit", async () => {
    const expenses = [1, 2, 3, 4].map((id) => makeExpense({ id, projectId: 1, description: `Item ${id}` }));
    renderApp({ path: '/dashboard', db: { projects: [kitchen], expenses } });
    expect(await screen.findByRole('button', { name: 'Add Expense' })).toBeInTheDocument();
    expect(await screen.findByText('1 left on the Free plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toHaveAccessibleDescription(
      '1 left on the Free plan',
    );
  });

  it('lists only the non-zero categories in the spending legend', async () => {
    const expenses = [makeExpense({ id: 1, projectId: 1 })];
    const { api } = renderApp({ path: '/dashboard', db: { projects: [kitchen], expenses } });
    api.override('GET /api/projects/1/summary', () =>
      json(200, {
        totalBudget: '10000.00',
        totalSpent: '750.00',
        remaining: '9250.00',
        budgetUsedPercent: 7.5,
        totalEstimates: '0.00',
        paidEstimates: '0.00',
        categoryBreakdown: { materials: '500.00', labor: '0.00', Permits: '250.00' },
      }),
    );
    const legend = await screen.findByRole('list', { name: 'Spending by category' });
    const items = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Materials$500.00', 'Permits$250.00']);

    // The ring beside it: one slice per listed category, in the same order, two thirds and one third of
    // it (less a one-degree gap each), the first starting at 12 o'clock.
    const slices = [...screen.getByTestId('spending-donut').querySelectorAll('circle')];
    expect(slices.map((slice) => slice.querySelector('title')?.textContent)).toEqual([
      'Materials: $500.00',
      'Permits: $250.00',
    ]);
    const ring = 2 * Math.PI * 80;
    const [materials, permits] = slices.map((slice) => ({
      dash: Number(slice.getAttribute('stroke-dasharray')!.split(' ')[0]),
      start: -Number(slice.getAttribute('stroke-dashoffset')),
    }));
    expect(materials!.dash).toBeCloseTo((ring * 2) / 3 - ring / 360, 6);
    expect(permits!.dash).toBeCloseTo(ring / 3 - ring / 360, 6);
    expect(materials!.start).toBeCloseTo(0, 6);
    expect(permits!.start).toBeCloseTo((ring * 2) / 3, 6);
  });

  it("shows the 4 newest expenses with icon, category, payment method, amount and date, and 'View all'", async () => {
    const expenses = [
      makeExpense({ id: 1, projectId: 1, description: 'Oldest', date: '2025-01-01' }),
      makeExpense({
        id: 2,
        projectId: 1,
        description: 'Tiles',
        date: '2025-03-05',
        category: 'materials',
        paymentMethod: 'credit_card',
        amount: '1234.5',
      }),
      makeExpense({
        id: 3,
        projectId: 1,
        description: 'Electrician',
        date: '2025-03-09',
        category: 'labor',
        paymentMethod: 'bank_transfer',
      }),
      makeExpense({
        id: 4,
        projectId: 1,
        description: 'Permit fee',
        date: '2025-02-20',
        category: 'permits',
        paymentMethod: 'check',
      }),
      makeExpense({
        id: 5,
        projectId: 1,
        description: 'Drill',
        date: '2025-03-07',
        category: 'tools',
        paymentMethod: 'cash',
      }),
      makeExpense({ id: 6, projectId: 2, description: 'Other project', date: '2025-04-01' }),
    ];
    const { api } = renderApp({
      path: '/dashboard',
      db: { projects: [kitchen, makeProject({ id: 2, name: 'Bath' })], expenses },
    });

    const list = await screen.findByRole('list', { name: 'Recent expenses' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => within(row).getAllByText(/.+/)[0]?.textContent)).toEqual([
      'Electrician',
      'Drill',
      'Tiles',
      'Permit fee',
    ]);
    expect(within(rows[2] as HTMLElement).getByText('Materials • Credit Card')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Mar 5, 2025')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Labor • Bank Transfer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/expenses');
    const listRequest = api.requestsTo('GET /api/expenses')[0];
    expect(listRequest?.search.get('projectId')).toBe('1');
    expect(listRequest?.search.get('pageSize')).toBe('100');
  });

  it('opens the Expense Details dialog and deletes the expense', async () => {
    const { user, api, dialog } = await openDetailsOfTheOnlyExpense({
      id: 7,
      description: 'Paint',
      amount: '80.00',
      category: 'other',
      paymentMethod: 'debit_card',
      notes: 'Two coats',
    });
    expect(within(dialog).getByText('Debit Card')).toBeInTheDocument();
    expect(within(dialog).getByText('Two coats')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Expense' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Expense Details' })).not.toBeInTheDocument(),
    );
    expect(api.requestsTo('DELETE /api/expenses/7')).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'Next steps' })).toBeInTheDocument();
  });

  it('lists the warranties ending in the next 60 days, soonest first, in the space kept for them', async () => {
    const inDays = (days: number) => addDays(todayLocalDateString(), days);
    const warranty = (days: number) => ({
      startDate: inDays(-300),
      months: null,
      endDate: inDays(days),
      endsOn: inDays(days),
      covered: null,
      contact: days === 5 ? 'Bosch, 800-944-2904' : null,
      document: null,
    });
    renderApp({
      path: '/dashboard',
      db: {
        projects: [kitchen],
        homeItems: [
          makeHomeItem({ id: 1, roomId: 1, name: 'Gas range', warranty: warranty(30) }),
          makeHomeItem({ id: 2, roomId: 1, name: 'Dishwasher', warranty: warranty(5) }),
          makeHomeItem({ id: 3, roomId: 1, name: 'Fridge', warranty: warranty(90) }),
        ],
      },
    });
    const card = await screen.findByRole('region', { name: 'Warranties ending soon' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Dishwasher · ends ${formatDate(inDays(5))}Bosch, 800-944-2904`,
      `Gas range · ends ${formatDate(inDays(30))}`,
    ]);
  });

  it("lists the maintenance due this month, overdue first; 'Mark done' takes a task off the list", async () => {
    const today = todayLocalDateString();
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
    const nextMonth = addDays(`${today.slice(0, 7)}-28`, 7);
    const { user, api } = renderApp({
      path: '/dashboard',
      db: {
        projects: [kitchen],
        homes: [makeHome({ id: 1, name: 'Our home' })],
        maintenance: [
          makeMaintenanceTask({ id: 1, homeId: 1, name: 'HVAC filter', startDate: today }),
          makeMaintenanceTask({ id: 2, homeId: 1, name: 'Gutters', startDate: lastMonth }),
          makeMaintenanceTask({ id: 3, homeId: 1, name: 'Water heater', startDate: nextMonth }),
        ],
      },
    });
    const card = await screen.findByRole('region', { name: 'Maintenance due this month' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/due/).textContent)).toEqual([
      `Gutters · was due ${formatDate(lastMonth)}`,
      `HVAC filter · due ${formatDate(today)}`,
    ]);
    expect(within(rows[0]!).getByText('Our home')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Mark done: Gutters' }));

    expect(await screen.findByText("'Gutters' marked done")).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maintenance/2/done')[0]?.body).toEqual({ date: today });
    await waitFor(() => expect(within(card).queryByText(/^Gutters/)).not.toBeInTheDocument());
    expect(within(card).getByText(`HVAC filter · due ${formatDate(today)}`)).toBeInTheDocument();
  });

  it('adds an expense to the home record in one step: the item named and paid by it, in the room picked', async () => {
    const range = makeExpense({
      id: 9,
      projectId: 1,
      description: 'Bosch range',
      amount: '1899.00',
      date: '2025-03-04',
    });
    const rendered = renderApp({
      path: '/dashboard',
      db: {
        projects: [kitchen],
        expenses: [range],
        homes: [makeHome({ id: 1, name: 'Our home' })],
        rooms: [makeRoom({ id: 2, homeId: 1, name: 'Kitchen' })],
      },
    });
    const { user, api } = rendered;
    await user.click(await screen.findByRole('button', { name: /Bosch range/ }));
    const details = await screen.findByRole('dialog', { name: 'Expense Details' });
    await user.click(within(details).getByRole('button', { name: 'Add to the home record' }));
    const form = await screen.findByRole('dialog', { name: 'Add Item' });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Bosch range');
    expect(within(form).getByText('Bosch range, Mar 4, 2025: $1,899.00')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Room must be a room id')).toBeInTheDocument();

    await user.click(within(form).getByRole('combobox', { name: /^Room/ }));
    await user.click(await screen.findByRole('option', { name: 'Kitchen' }));
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(api.requestsTo('POST /api/items')).toHaveLength(1));
    expect(api.requestsTo('POST /api/items')[0]?.body).toMatchObject({
      roomId: 2,
      name: 'Bosch range',
      supplier: 'Bosch range',
      installDate: '2025-03-04',
      expenseIds: [9],
      warranty: null,
    });
    expect(api.db.homeItems).toHaveLength(1);
  });

  it('edits an expense from its details: refetched by id, saved with PUT, confirmed by a toast', async () => {
    const { user, api, dialog } = await openDetailsOfTheOnlyExpense({
      id: 8,
      description: 'Sink',
      amount: '300.00',
      category: 'materials',
      paymentMethod: 'cash',
      date: '2025-03-02',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Expense' });
    const amount = within(form).getByLabelText(/^Amount/);
    await waitFor(() => expect(amount).toHaveValue('300.00'));
    expect(api.requestsTo('GET /api/expenses/8')).toHaveLength(1);

    await retype(user, amount, '325.5');
    await user.click(within(form).getByRole('button', { name: 'Update Expense' }));

    expect(await screen.findByText('Expense updated successfully')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/expenses/8')[0]?.body).toMatchObject({
      amount: '325.50',
      description: 'Sink',
      projectId: 1,
    });
    await waitForDialogsToClose();
    const list = screen.getByRole('list', { name: 'Recent expenses' });
    expect(await within(list).findByText('$325.50')).toBeInTheDocument();
  });

  it("adds an expense with 'Add Expense' and refreshes the summary", async () => {
    const { user, api } = renderApp({ path: '/dashboard', db: { projects: [kitchen] } });
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const form = await screen.findByRole('dialog', { name: 'Add Expense' });

    await user.click(within(form).getByRole('button', { name: 'Add Expense' }));
    expect(await within(form).findByText('Description is required')).toBeInTheDocument();
    expect(within(form).getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(within(form).getByText('Category is required')).toBeInTheDocument();
    expect(within(form).getByText('Payment method is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Description/), 'Lumber');
    await user.type(within(form).getByLabelText(/^Amount/), '420');
    await user.click(within(form).getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Materials' }));
    await user.click(within(form).getByRole('combobox', { name: /^Payment Method/ }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.click(within(form).getByRole('button', { name: 'Add Expense' }));

    expect(await screen.findByText('Expense added successfully')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/expenses')[0]?.body).toMatchObject({
      projectId: 1,
      description: 'Lumber',
      amount: '420.00',
      category: 'materials',
      paymentMethod: 'cash',
      contractorId: null,
      estimateId: null,
    });
    await waitForDialogsToClose();
    await waitFor(() => expect(within(summaryCard('Total Spent')).getByText('$420.00')).toBeInTheDocument());
  });

  it('shows the limit dialog instead of the add form when the free plan is full', async () => {
    const expenses = Array.from({ length: 5 }, (_, index) => makeExpense({ id: index + 1, projectId: 1 }));
    const { user } = renderApp({ path: '/dashboard', db: { projects: [kitchen], expenses } });
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expense Limit Reached' });
    expect(within(dialog).getByText('Expenses used: 5/5')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('dialog', { name: 'Add Expense' })).not.toBeInTheDocument();
  });
});

describe('projected final cost card', () => {
  it('shows the projected total, over or under budget, and the contingency left, beside the six cards', async () => {
    renderApp({
      path: '/dashboard',
      db: {
        projects: [kitchen],
        expenses: [makeExpense({ id: 1, projectId: 1, amount: '10750.00', category: 'materials' })],
        budgetPlans: [
          { projectId: 1, contingency: '500.00', lines: [{ category: 'materials', planned: '9000.00' }] },
        ],
      },
    });
    const card = await screen.findByRole('region', { name: 'Projected final cost' });
    await waitFor(() => expect(card).toHaveTextContent('$10,750.00'));
    expect(card).toHaveTextContent('$750 over budget');
    // Materials ran 1,750 over its 9,000 line: more than the 500 contingency.
    expect(card).toHaveTextContent('Contingency overdrawn by $1,250');
    expect(
      screen.getAllByRole('listitem').filter((item) => item.closest('[aria-label="Budget summary"]')),
    ).toHaveLength(6);
  });
});
