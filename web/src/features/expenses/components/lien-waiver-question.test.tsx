import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeExpense, makeProject } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { openAddExpense, submitExpense } from '../testing/submit-expense';
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
  const form = await openAddExpense(rendered.user);
  await submitExpense(rendered.user, form, {
    description: 'Framing',
    amount: '4000',
    category: 'Labor',
    paymentMethod: 'Check',
    estimate: 'Framing crew',
  });
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
