import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { chooseOption } from '../../../testing/choose-option';

interface ExpenseEntry {
  /** Left as the form holds it when absent. */
  description?: string;
  amount: string;
  category: string;
  paymentMethod: string;
  /** The estimate to associate it with, by title. */
  estimate?: string;
}

/** Fills the open expense form's fields as a person does and presses 'Add Expense'. */
export async function submitExpense(user: UserEvent, form: HTMLElement, entry: ExpenseEntry) {
  if (entry.description !== undefined) {
    await user.type(within(form).getByLabelText(/^Description/), entry.description);
  }
  await user.type(within(form).getByLabelText(/^Amount/), entry.amount);
  await chooseOption(user, form, /^Category/, entry.category);
  await chooseOption(user, form, /^Payment Method/, entry.paymentMethod);
  if (entry.estimate !== undefined) {
    await chooseOption(user, form, 'Associate with Estimate (Optional)', entry.estimate);
  }
  await user.click(within(form).getByRole('button', { name: 'Add Expense' }));
}

/** Opens the Add Expense form from the screen's 'Add Expense' button. */
export async function openAddExpense(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
  return screen.findByRole('dialog', { name: 'Add Expense' });
}
