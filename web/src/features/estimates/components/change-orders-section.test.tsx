import type { ChangeOrder } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, makeExpense, makeProject, testUser } from '../../../testing/fake-api';
import { fixtureEdits } from '../../../testing/fake-backend/fake-edits';
import { renderApp } from '../../../testing/render-app';
import { makeContractor } from '../../../testing/fake-backend/contractor-handlers';
import { rewireKitchen } from '../testing/rewire-kitchen';
import { retype } from '../../../testing/retype';
import { toastWith } from '../../../testing/toasts';
import { savedBody } from '../../../testing/saved-body';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const alice = makeContractor({ id: 11, name: 'Alice Wiring' });
const paid = [makeExpense({ id: 1, projectId: 1, amount: '500.00', estimateId: 21 })];
const wiring = rewireKitchen(paid);
const outlets: ChangeOrder = {
  id: 31,
  estimateId: 21,
  projectId: 1,
  title: 'Extra outlets',
  description: 'Two by the island',
  amount: '200.00',
  amountWithTax: '218.20',
  status: 'pending',
  date: '2025-03-10',
  createdAt: '2025-03-10T12:00:00.000Z',
  ...fixtureEdits(testUser, '2025-03-10T12:00:00.000Z'),
};

async function openDetails(changeOrders: ChangeOrder[] = []) {
  const api = createFakeApi({
    projects: [kitchen],
    contractors: [alice],
    estimates: [wiring],
    expenses: paid,
    changeOrders,
  });
  const rendered = renderApp({ path: '/estimates', api });
  await rendered.user.click(await screen.findByText('Alice Wiring'));
  const dialog = await screen.findByRole('dialog', { name: /Rewire kitchen/ });
  return { ...rendered, dialog };
}

const revisedTotals = (dialog: HTMLElement) =>
  within(within(dialog).getByLabelText('Revised total'))
    .getAllByRole('definition')
    .map((cell) => cell.textContent);

describe('change orders of an estimate', () => {
  it('adds one after checking its fields, pending and outside the total', async () => {
    const { user, api, dialog } = await openDetails();
    expect(await within(dialog).findByText('No change orders yet')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Change Order' }));
    const form = within(dialog).getByRole('form', { name: 'Add change order' });
    await user.click(within(form).getByRole('button', { name: 'Add Change Order' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Amount must be a non-zero amount')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Title/), 'Credit for fixtures');
    await user.type(within(form).getByLabelText(/^Amount/), '-100');
    await retype(user, within(form).getByLabelText(/^Date/), '2025-03-12');
    await user.click(within(form).getByRole('button', { name: 'Add Change Order' }));

    expect(await savedBody(api, 'Change order added', 'POST /api/estimates/21/change-orders')).toEqual({
      title: 'Credit for fixtures',
      description: null,
      amount: '-100.00',
      date: '2025-03-12',
      status: 'pending',
    });
    const item = await within(dialog).findByRole('listitem', { name: 'Credit for fixtures' });
    // -100 × (30 % + 70 % × 1.13) = -109.10
    expect(item).toHaveTextContent('Mar 12, 2025 · -$100.00 before tax · -$109.10 with tax');
    expect(item).toHaveTextContent('Pending');
    expect(revisedTotals(dialog)).toEqual(['$1,091.00', '$0.00', '$1,091.00']);
  });

  it('approving one revises the total and the payment progress; rejecting takes it out again', async () => {
    const { user, api, dialog } = await openDetails([outlets]);
    const item = await within(dialog).findByRole('listitem', { name: 'Extra outlets' });
    expect(item).toHaveTextContent('+$200.00 before tax · $218.20 with tax');

    await user.click(within(item).getByRole('button', { name: 'Approve Extra outlets' }));
    expect(await savedBody(api, 'Change order approved', 'PUT /api/change-orders/31')).toMatchObject({
      title: 'Extra outlets',
      amount: '200.00',
      status: 'approved',
    });
    await waitFor(() => expect(revisedTotals(dialog)).toEqual(['$1,091.00', '+$218.20', '$1,309.20']));
    expect(item).toHaveTextContent('Approved');
    // 1,309.20 − 500 paid
    expect(dialog).toHaveTextContent('$809.20 remaining');

    await user.click(within(item).getByRole('button', { name: 'Reject Extra outlets' }));
    expect(await toastWith('Change order rejected')).toBeInTheDocument();
    await waitFor(() => expect(revisedTotals(dialog)).toEqual(['$1,091.00', '$0.00', '$1,091.00']));
    expect(dialog).toHaveTextContent('$591.00 remaining');
  });

  it('shows the original total, approved changes and revised total on the card', async () => {
    const { user, dialog } = await openDetails([outlets]);
    await user.click(
      within(await within(dialog).findByRole('listitem', { name: 'Extra outlets' })).getByRole('button', {
        name: 'Approve Extra outlets',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const card = await screen.findByRole('listitem', { name: 'Rewire kitchen' });
    await waitFor(() => expect(card).toHaveTextContent('Revised total: $1,309.20'));
    expect(card).toHaveTextContent('Original $1,091.00, approved changes +$218.20');
  });

  it('edits one in a prefilled form, keeping its status', async () => {
    const { user, api, dialog } = await openDetails([{ ...outlets, status: 'approved' }]);
    await user.click(await within(dialog).findByRole('button', { name: 'Edit Extra outlets' }));
    const form = within(dialog).getByRole('form', { name: 'Edit change order' });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Extra outlets');
    await retype(user, within(form).getByLabelText(/^Amount/), '300');
    await user.click(within(form).getByRole('button', { name: 'Update Change Order' }));

    expect(await savedBody(api, 'Change order updated', 'PUT /api/change-orders/31')).toMatchObject({
      amount: '300.00',
      status: 'approved',
    });
    // 300 × 1.091 = 327.30
    await waitFor(() => expect(revisedTotals(dialog)).toEqual(['$1,091.00', '+$327.30', '$1,418.30']));
  });

  it('deletes one after confirmation', async () => {
    const { user, api, dialog } = await openDetails([outlets]);
    await user.click(await within(dialog).findByRole('button', { name: 'Delete Extra outlets' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Change Order' });
    expect(confirm).toHaveTextContent('"Extra outlets"');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await toastWith('Change order deleted')).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/change-orders/31')).toHaveLength(1);
    expect(await within(dialog).findByText('No change orders yet')).toBeInTheDocument();
  });
});
