import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { choose, toast } from './mui';

interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface ExpenseInput {
  description: string;
  amount: string;
  category: string;
  paymentMethod: string;
  /** YYYY-MM-DD; the form defaults to today. */
  date?: string;
  notes?: string;
  contractor?: string;
  estimate?: string;
  receipt?: UploadFile;
}

export function addExpenseDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Add Expense' });
}

/** The header's 'Add Expense' (dashboard or expenses screen). */
export async function openAddExpense(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Add Expense' }).first().click();
  const dialog = addExpenseDialog(page);
  await expect(dialog.getByRole('form', { name: 'Add expense' })).toBeVisible();
  return dialog;
}

export async function fillExpenseForm(page: Page, form: Locator, input: ExpenseInput): Promise<void> {
  await form.getByRole('textbox', { name: 'Description' }).fill(input.description);
  await form.getByRole('textbox', { name: 'Amount' }).fill(input.amount);
  await choose(page, form, 'Category', input.category);
  await choose(page, form, 'Payment Method', input.paymentMethod);
  if (input.contractor) await choose(page, form, 'Contractor (Optional)', input.contractor);
  if (input.estimate) await choose(page, form, 'Associate with Estimate (Optional)', input.estimate);
  if (input.date) await form.getByLabel('Date').fill(input.date);
  if (input.notes) await form.getByRole('textbox', { name: 'Notes (Optional)' }).fill(input.notes);
  if (input.receipt) {
    // On a phone the camera's input comes first: the file picker is the last one.
    await form.locator('input[type="file"]').last().setInputFiles(input.receipt);
    await expect(form.getByRole('button', { name: 'Remove receipt' })).toBeVisible();
  }
}

/** Adds one expense through the dialog and waits for its success toast (docs/product.md#expense-form). */
export async function addExpense(page: Page, input: ExpenseInput): Promise<void> {
  const dialog = await openAddExpense(page);
  await fillExpenseForm(page, dialog, input);
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(toast(page, 'Expense added')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Today in the browser's calendar, as the form's date default (YYYY-MM-DD). */
export async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}
