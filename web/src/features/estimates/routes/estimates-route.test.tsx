import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectDeleteRefused, pressInDialog, waitForDialogsToClose } from '../../../testing/dialogs';
import { createFakeApi, json, makeExpense, makeProject, type FakeDb } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { MOBILE_WIDTH } from '../../../testing/viewport';
import { makeContractor } from '../../../testing/fake-backend/contractor-handlers';
import { makeEstimate } from '../../../testing/fake-backend/estimate-handlers';
import { rewireKitchen } from '../testing/rewire-kitchen';
import { retype } from '../../../testing/retype';
import { chooseOption } from '../../../testing/choose-option';
import { toastWith } from '../../../testing/toasts';
import { savedBody } from '../../../testing/saved-body';

/** The status icon of docs/product.md#estimate-statuses, with its word beside it. */
function expectStatus(card: HTMLElement, word: string, iconClass: string) {
  const status = within(card).getAllByText(word)[0]!.closest('[data-status]');
  expect(status).toHaveTextContent(word);
  expect(status?.querySelector('svg')).toHaveClass(iconClass);
}

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel', taxRate: '13.00' });
const bathroom = makeProject({ id: 2, name: 'Bathroom Refresh', taxRate: '5.00' });
const alice = makeContractor({ id: 11, name: 'Alice Wiring' });
const bob = makeContractor({ id: 12, name: 'Bob Pipes' });

const paidExpenses = [
  makeExpense({ id: 1, projectId: 1, amount: '300.00', estimateId: 21 }),
  makeExpense({ id: 2, projectId: 1, amount: '200.00', estimateId: 21 }),
  makeExpense({ id: 3, projectId: 1, amount: '565.00', estimateId: 22 }),
];
const wiring = rewireKitchen(paidExpenses, {
  date: '2025-03-05',
  notes: 'Includes permit fees',
  attachmentUrl: 'users/user-sub-1/attachments/0b9f7c1e-3a4d-4c36-9a1e-5d2f8c7b6a10-quote.pdf',
});
// 500 × 113 % = 565.00, fully paid
const plumbing = makeEstimate(
  { id: 22, projectId: 1, contractorId: 12, title: 'New sink', amount: '500.00', status: 'pending' },
  paidExpenses,
);
const tiling = makeEstimate({
  id: 23,
  projectId: 1,
  contractorId: 99,
  title: 'Backsplash',
  status: 'rejected',
});
const otherProject = makeEstimate({ id: 24, projectId: 2, contractorId: 11, title: 'Shower valve' });

function renderEstimates(db: Partial<FakeDb> = {}, width?: number) {
  const api = createFakeApi({ projects: [kitchen, bathroom], contractors: [alice, bob], ...db });
  return renderApp({ path: '/estimates', api, ...(width ? { width } : {}) });
}

async function openAddForm(db: Partial<FakeDb> = {}) {
  const rendered = renderEstimates(db);
  await rendered.user.click(await screen.findByRole('button', { name: 'Add Estimate' }));
  const form = await screen.findByRole('dialog', { name: 'Add Estimate' });
  return { ...rendered, form };
}

describe('estimates screen', () => {
  it('shows the header, a skeleton of three cards while loading, then the empty state', async () => {
    const api = createFakeApi({ projects: [kitchen], contractors: [alice] });
    const release = api.hold('GET /api/estimates');
    const { user } = renderApp({ path: '/estimates', api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Estimates' })).toBeInTheDocument();
    expect(screen.getByText('Manage project estimates and track payment progress')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('list', { name: 'Loading estimates' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    release();

    expect(await screen.findByRole('heading', { name: 'No estimates yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Add estimates to track contractor quotes and project costs.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Estimate' }));
    expect(await screen.findByRole('dialog', { name: 'Add Estimate' })).toBeInTheDocument();
  });

  it("lists the selected project's estimates with status, contractor and payment progress", async () => {
    const { api } = renderEstimates(
      { estimates: [wiring, plumbing, tiling, otherProject], expenses: paidExpenses },
      MOBILE_WIDTH,
    );
    const grid = await screen.findByRole('list', { name: 'Estimates' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(api.requestsTo('GET /api/estimates').at(-1)?.search.get('projectId')).toBe('1');

    const wiringCard = within(grid).getByRole('listitem', { name: 'Rewire kitchen' });
    expect(within(wiringCard).getByText('Mar 5, 2025')).toBeInTheDocument();
    expectStatus(wiringCard, 'Approved', 'MuiSvgIcon-colorSuccess');
    expect(within(wiringCard).getByText('Alice Wiring')).toBeInTheDocument();
    expect(within(wiringCard).getByText('$500.00 paid (2 expenses)')).toBeInTheDocument();
    expect(within(wiringCard).getByText('Total: $1,091.00')).toBeInTheDocument();
    expect(within(wiringCard).getByText('$591.00 remaining')).toBeInTheDocument();
    const progress = within(wiringCard).getByRole('progressbar', {
      name: 'Payment progress for Rewire kitchen',
    });
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeCloseTo(45.83, 2); // 500 / 1091
    expect(within(wiringCard).getByRole('button', { name: 'Edit Rewire kitchen' })).toBeInTheDocument();
    expect(within(wiringCard).getByRole('button', { name: 'Delete Rewire kitchen' })).toBeInTheDocument();

    const sinkCard = within(grid).getByRole('listitem', { name: 'New sink' });
    expectStatus(sinkCard, 'Pending', 'MuiSvgIcon-colorWarning');
    expect(within(sinkCard).getByText('$565.00 paid (1 expense)')).toBeInTheDocument();
    expect(within(sinkCard).getByText('Fully paid')).toBeInTheDocument();
    expect(within(sinkCard).queryByText(/remaining/)).not.toBeInTheDocument();

    const tilingCard = within(grid).getByRole('listitem', { name: 'Backsplash' });
    expectStatus(tilingCard, 'Rejected', 'MuiSvgIcon-colorError');
    expect(within(tilingCard).getByText('Unknown Contractor')).toBeInTheDocument();
    expect(within(tilingCard).getByText('$0.00 paid (0 expenses)')).toBeInTheDocument();
    // A rejected quote is owed nothing: its status, not an amount remaining.
    expect(within(tilingCard).queryByText(/remaining/)).not.toBeInTheDocument();
    expect(within(tilingCard).getAllByText('Rejected')).toHaveLength(2);
  });

  it('opens a detail dialog with the tax breakdown, notes and attachment when a card is clicked', async () => {
    const { user } = renderEstimates({ estimates: [wiring], expenses: paidExpenses });
    await user.click(await screen.findByText('Alice Wiring'));
    const dialog = await screen.findByRole('dialog', { name: /Rewire kitchen/ });

    expect(dialog).toHaveTextContent('Kitchen Remodel');
    expect(dialog).toHaveTextContent('30.00% cash · 70.00% taxed at 13.00%');
    const breakdown = within(dialog).getByLabelText('Tax breakdown');
    expect(
      within(breakdown)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual(['$300.00', '$700.00', '$91.00', '$1,091.00']);
    expect(dialog).toHaveTextContent('Includes permit fees');
    expect(dialog).toHaveTextContent('$591.00 remaining');
    const link = await within(dialog).findByRole('link', { name: 'View Attachment' });
    expect(link).toHaveAttribute('href', `http://s3.test/signed/${wiring.attachmentUrl}`);
    expect(link).toHaveAttribute('target', '_blank');

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Estimate' });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Rewire kitchen');
  });
});

describe('estimate form', () => {
  it("validates with the product's messages", async () => {
    const { user, api, form } = await openAddForm();
    await user.clear(within(form).getByLabelText(/^Date/));
    await user.click(within(form).getByRole('button', { name: 'Create Estimate' }));

    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(within(form).getByText('Contractor is required')).toBeInTheDocument();
    expect(within(form).getByText('Date is required')).toBeInTheDocument();

    await retype(user, within(form).getByLabelText(/^Cash Percentage/), '120');
    await retype(user, within(form).getByLabelText(/^Tax Rate/), '101');
    await user.click(within(form).getByRole('button', { name: 'Create Estimate' }));
    expect(await within(form).findByText('Cash percentage must be between 0% and 100%')).toBeInTheDocument();
    expect(within(form).getByText('Tax rate must be between 0% and 100%')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/estimates')).toHaveLength(0);
  });

  it('couples cash and taxed percentages, checks the split, and previews the tax maths', async () => {
    const { user, form } = await openAddForm();
    const cash = within(form).getByLabelText(/^Cash Percentage/);
    const taxed = within(form).getByLabelText(/^Taxed Percentage/);
    for (const input of [cash, taxed, within(form).getByLabelText(/^Tax Rate/)]) {
      expect(input).toHaveAttribute('min', '0');
      expect(input).toHaveAttribute('max', '100');
      expect(input).toHaveAttribute('step', '0.01');
    }
    expect(within(form).getByLabelText(/^Tax Rate/)).toHaveValue(13); // from the selected project
    expect(within(form).queryByLabelText('Estimate preview')).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Amount/), '1000');
    const preview = within(form).getByLabelText('Estimate preview');
    const values = () =>
      within(preview)
        .getAllByRole('definition')
        .map((cell) => cell.textContent);
    expect(
      within(preview)
        .getAllByRole('term')
        .map((cell) => cell.textContent),
    ).toEqual(['Cash Amount', 'Taxable Amount', 'Tax Due', 'Total with Tax']);
    expect(values()).toEqual(['$0.00', '$1,000.00', '$130.00', '$1,130.00']);

    await retype(user, cash, '30');
    expect(taxed).toHaveValue(70);
    expect(values()).toEqual(['$300.00', '$700.00', '$91.00', '$1,091.00']);

    await retype(user, cash, '12.5');
    expect(taxed).toHaveValue(87.5);
    expect(values()).toEqual(['$125.00', '$875.00', '$113.75', '$1,113.75']);

    // The taxed half alone can be changed: the split is then checked on the cash field.
    await chooseOption(user, form, /^Contractor/, 'Alice Wiring');
    await user.type(within(form).getByLabelText(/^Title/), 'Cabinets');
    await retype(user, taxed, '80');
    await user.click(within(form).getByRole('button', { name: 'Create Estimate' }));
    expect(
      await within(form).findByText('Cash and taxed percentages must add up to 100%'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Cash Percentage/)).toHaveAccessibleDescription(
      'Cash and taxed percentages must add up to 100%',
    );
    await retype(user, taxed, '87.5');
    await waitFor(() =>
      expect(
        within(form).queryByText('Cash and taxed percentages must add up to 100%'),
      ).not.toBeInTheDocument(),
    );
  });

  it('fills an empty tax rate from the chosen project, and keeps one already set', async () => {
    const { user, form } = await openAddForm();
    const rate = within(form).getByLabelText(/^Tax Rate/);
    await user.clear(rate);
    await user.type(within(form).getByLabelText(/^Amount/), '200');
    expect(within(form).queryByLabelText('Estimate preview')).not.toBeInTheDocument();

    await chooseOption(user, form, /^Project/, 'Bathroom Refresh');
    expect(rate).toHaveValue(5);
    expect(within(form).getByLabelText('Estimate preview')).toHaveTextContent('$210.00');

    await retype(user, rate, '7.25');
    await chooseOption(user, form, /^Project/, 'Kitchen Remodel');
    expect(rate).toHaveValue(7.25);
  });

  it('creates an estimate in a budget category, toasts, closes and shows its card', async () => {
    const { user, api, form } = await openAddForm();
    await chooseOption(user, form, /^Contractor/, 'Bob Pipes');
    await user.type(within(form).getByLabelText(/^Title/), 'Vanity install');
    await user.type(within(form).getByLabelText(/^Amount/), '800');
    await retype(user, within(form).getByLabelText(/^Cash Percentage/), '25');
    await retype(user, within(form).getByLabelText(/^Date/), '2025-04-01');
    await chooseOption(user, form, 'Status', 'Approved');
    await chooseOption(user, form, 'Budget Category (Optional)', 'Labor');
    await user.click(within(form).getByRole('button', { name: 'Create Estimate' }));

    expect(await savedBody(api, 'Estimate created successfully', 'POST /api/estimates')).toEqual({
      projectId: 1,
      contractorId: 12,
      title: 'Vanity install',
      description: null,
      amount: '800.00',
      cashPercentage: '25.00',
      taxedPercentage: '75.00',
      taxRate: '13.00',
      date: '2025-04-01',
      status: 'approved',
      notes: null,
      category: 'labor',
      attachmentUrl: null,
    });
    await waitForDialogsToClose();
    const card = await screen.findByRole('listitem', { name: 'Vanity install' });
    // 200 + 600 + 78 = 878
    expect(within(card).getByText('Total: $878.00')).toBeInTheDocument();
    expectStatus(card, 'Approved', 'MuiSvgIcon-colorSuccess');
  });

  it("says 'Failed to create estimate' when the server refuses, and keeps the form", async () => {
    const { user, api, form } = await openAddForm();
    api.override('POST /api/estimates', () => json(404, { error: 'Contractor not found' }));
    await chooseOption(user, form, /^Contractor/, 'Alice Wiring');
    await user.type(within(form).getByLabelText(/^Title/), 'Lights');
    await user.type(within(form).getByLabelText(/^Amount/), '90');
    await user.click(within(form).getByRole('button', { name: 'Create Estimate' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to create estimate');
    expect(toast).toHaveTextContent('Contractor not found');
    expect(screen.getByRole('dialog', { name: 'Add Estimate' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Lights');
  });

  it('edits an estimate in a prefilled form', async () => {
    const { user, api } = renderEstimates({ estimates: [wiring], expenses: paidExpenses });
    await user.click(await screen.findByRole('button', { name: 'Edit Rewire kitchen' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Estimate' });
    expect(within(form).getByRole('combobox', { name: /^Contractor/ })).toHaveTextContent('Alice Wiring');
    expect(within(form).getByLabelText(/^Cash Percentage/)).toHaveValue(30);
    expect(within(form).getByText('quote.pdf')).toBeInTheDocument();

    await retype(user, within(form).getByLabelText(/^Amount/), '1200');
    await user.click(within(form).getByRole('button', { name: 'Update Estimate' }));

    expect(await savedBody(api, 'Estimate updated successfully', 'PUT /api/estimates/21')).toMatchObject({
      amount: '1200.00',
      cashPercentage: '30.00',
      taxedPercentage: '70.00',
      attachmentUrl: wiring.attachmentUrl,
    });
    // 360 + 840 + 109.20
    expect(await screen.findByText('Total: $1,309.20')).toBeInTheDocument();
  });

  it('deletes after confirmation, and says so when the delete fails', async () => {
    const { user, api } = renderEstimates({ estimates: [wiring, plumbing], expenses: paidExpenses });
    await user.click(await screen.findByRole('button', { name: 'Delete Rewire kitchen' }));
    await pressInDialog(user, 'Delete Estimate', 'Delete');
    expect(await toastWith('Estimate deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Rewire kitchen' })).not.toBeInTheDocument(),
    );
    expect(api.db.expenses.filter((expense) => expense.estimateId === 21)).toHaveLength(0);

    await waitForDialogsToClose();
    await expectDeleteRefused(user, api, {
      request: 'DELETE /api/estimates/22',
      record: 'New sink',
      noun: 'Estimate',
    });
  });
});
