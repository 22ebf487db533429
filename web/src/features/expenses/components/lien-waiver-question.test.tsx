import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeExpense, makeProject } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { framingEstimate, kitchenSchedule } from '../../../testing/fake-backend/schedule-fixtures';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel', budget: '50000.00' });
const framing = framingEstimate(kitchenSchedule());
// The deposit (due Nov 1, 2030, no label) is paid and has no waiver.
const deposit = makeExpense({ id: 1, projectId: 1, amount: '2000.00', estimateId: 21 });

async function payFraming() {
  const rendered = renderApp({
    path: '/dashboard',
    db: { projects: [kitchen], estimates: [framing], expenses: [deposit] },
  });
  const { user } = rendered;
  await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
  const form = await screen.findByRole('dialog', { name: 'Add Expense' });
  await user.type(within(form).getByLabelText(/^Description/), 'Framing');
  await user.type(within(form).getByLabelText(/^Amount/), '4000');
  await user.click(within(form).getByRole('combobox', { name: /^Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Labor' }));
  await user.click(within(form).getByRole('combobox', { name: /^Payment Method/ }));
  await user.click(await screen.findByRole('option', { name: 'Check' }));
  await user.click(within(form).getByRole('combobox', { name: 'Associate with Estimate (Optional)' }));
  await user.click(await screen.findByRole('option', { name: 'Framing crew' }));
  await user.click(within(form).getByRole('button', { name: 'Add Expense' }));
  return { ...rendered, form };
}

describe('linking a payment while the previous one has no lien waiver', () => {
  it('asks first, and Cancel saves nothing', async () => {
    const { user, api, form } = await payFraming();
    const question = await within(form).findByRole('alert');
    expect(question).toHaveTextContent('The November payment has no lien waiver yet — pay anyway?');
    expect(within(question).getByRole('button', { name: 'Pay anyway' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(api.requestsTo('POST /api/expenses')).toHaveLength(0);
  });

  it("saves the payment on 'Pay anyway'", async () => {
    const { user, api, form } = await payFraming();
    await user.click(await within(form).findByRole('button', { name: 'Pay anyway' }));
    await waitFor(() => expect(api.requestsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.requestsTo('POST /api/expenses')[0]?.body).toMatchObject({
      estimateId: 21,
      amount: '4000.00',
    });
  });
});
