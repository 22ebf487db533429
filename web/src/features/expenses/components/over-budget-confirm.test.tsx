import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeExpense, makeProject } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { openAddExpense, submitExpense } from '../testing/submit-expense';
import { retype } from '../../../testing/retype';

// $1,000 budget, $700 spent: $300 left.
const porch = makeProject({ id: 1, name: 'Porch Repair', budget: '1000.00' });
const boards = makeExpense({
  id: 7,
  projectId: 1,
  description: 'Boards',
  amount: '700.00',
  category: 'materials',
});

async function addExpenseOf(amount: string) {
  const rendered = renderApp({ path: '/dashboard', db: { projects: [porch], expenses: [boards] } });
  const form = await openAddExpense(rendered.user);
  await submitExpense(rendered.user, form, {
    description: 'Railing',
    amount,
    category: 'Materials',
    paymentMethod: 'Cash',
  });
  return { ...rendered, form };
}

describe('an expense larger than the remaining budget', () => {
  it('asks once inside the form, then saves on "Save anyway"', async () => {
    const { user, api, form } = await addExpenseOf('450');
    const question = await within(form).findByRole('alert');
    expect(question).toHaveTextContent('Over budget');
    expect(question).toHaveTextContent(
      "$450.00 is more than the $300.00 left in this project's budget: it would go $150.00 over. Save it anyway?",
    );
    const saveAnyway = within(question).getByRole('button', { name: 'Save anyway' });
    expect(saveAnyway).toHaveFocus();
    expect(api.requestsTo('POST /api/expenses')).toHaveLength(0);

    await user.click(saveAnyway);
    await waitFor(() => expect(api.requestsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.requestsTo('POST /api/expenses')[0]?.body).toMatchObject({ amount: '450.00' });
  });

  it('"Change amount" goes back to the amount; a smaller amount saves without asking', async () => {
    const { user, api, form } = await addExpenseOf('450');
    const question = await within(form).findByRole('alert');
    await user.click(within(question).getByRole('button', { name: 'Change amount' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    const amount = within(form).getByLabelText(/^Amount/);
    expect(amount).toHaveFocus();
    await retype(user, amount, '300');
    await user.click(within(form).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() => expect(api.requestsTo('POST /api/expenses')).toHaveLength(1));
    expect(api.requestsTo('POST /api/expenses')[0]?.body).toMatchObject({ amount: '300.00' });
  });

  it('withdraws the question when the amount is edited, and asks again about the new one', async () => {
    const { user, api, form } = await addExpenseOf('450');
    await within(form).findByRole('alert');
    const amount = within(form).getByLabelText(/^Amount/);
    await retype(user, amount, '500');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('$200.00 over'));
    expect(api.requestsTo('POST /api/expenses')).toHaveLength(0);
  });
});
