import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { choose, toast } from './mui';
import { forgetShiftsOnceStill } from './screen-stability';
import { checkScreen } from './screens';

// Steps of the receipt-scan journeys, shared by the desktop and the phone one.

const corpusDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'receipts');

interface CorpusReceipt {
  file: string;
  amount: string;
  date: string;
  vendor: string;
}

/** A receipt of the generated corpus, with what it truly says. */
export function corpusReceipt(file: string): CorpusReceipt & { buffer: Buffer } {
  const truth = JSON.parse(readFileSync(join(corpusDir, 'truth.json'), 'utf8')) as CorpusReceipt[];
  const receipt = truth.find((entry) => entry.file === file);
  if (!receipt) throw new Error(`${file} is not in the receipt corpus`);
  return { ...receipt, buffer: readFileSync(join(corpusDir, file)) };
}

/**
 * Uploads the receipt in the open expense form and watches it being read: 'Reading receipt…' with a
 * progress bar (the answer is held back until that has been seen), then the fields the user left empty
 * filled from the receipt and marked 'From receipt'. A description typed before stays.
 */
export async function uploadAndWatchFormFill(
  page: Page,
  testInfo: TestInfo,
  form: Locator,
  receipt: ReturnType<typeof corpusReceipt>,
  { typedDescription }: { typedDescription?: string } = {},
): Promise<void> {
  const description = form.getByRole('textbox', { name: 'Description' });
  if (typedDescription) await description.fill(typedDescription);

  let releaseScan: () => void = () => undefined;
  const scanHeld = new Promise<void>((resolve) => (releaseScan = resolve));
  await page.route(/\/receipts\/scan$/, async (route) => {
    await scanHeld;
    await route.continue();
  });
  const mimeType = receipt.file.endsWith('.png') ? 'image/png' : 'image/jpeg';
  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: receipt.file, mimeType, buffer: receipt.buffer });
  await expect(form.getByText('Reading receipt…')).toBeVisible();
  await expect(form.getByRole('progressbar', { name: 'Reading receipt' })).toBeVisible();
  // The form answers the photo just chosen (upload progress, the preview, 'Reading receipt…'), moving its
  // fields on a phone (up to 90 px, a known defect: docs/testing.md); counted from when it stands still.
  await forgetShiftsOnceStill(page, description);
  await checkScreen(page, testInfo, 'expense-form-reading-receipt');
  const scanAnswered = page.waitForResponse(/\/receipts\/scan$/);
  releaseScan();
  expect((await scanAnswered).status()).toBe(200);
  await page.unroute(/\/receipts\/scan$/);

  await expect(form.getByText('Reading receipt…')).toBeHidden();
  await expect(form.getByLabel(/^Amount/)).toHaveValue(receipt.amount);
  await expect(form.getByLabel(/^Date/)).toHaveValue(receipt.date);
  await expect(form.getByRole('combobox', { name: /^Category/ })).toHaveText('Materials');
  await expect(description).toHaveValue(typedDescription ?? receipt.vendor);
  await expect(form.getByText('From receipt')).toHaveCount(typedDescription ? 3 : 4);
  await checkScreen(page, testInfo, 'expense-form-filled-from-receipt', { docs: true });
}

/** Completes what the receipt cannot say and saves; the dashboard lists it with the receipt's figures. */
export async function saveScannedExpense(page: Page, form: Locator, receipt: CorpusReceipt): Promise<void> {
  await choose(page, form, 'Payment Method', 'Credit Card');
  await form.getByRole('button', { name: 'Add Expense' }).click();
  await expect(toast(page, 'Expense added')).toBeVisible();
  await expect(form).toBeHidden();
  const [year, month, day] = receipt.date.split('-').map(Number) as [number, number, number];
  const shown = new Date(year, month - 1, day).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  // The dashboard's Recent Expenses lists it.
  const expenses = page.getByRole('main');
  await expect(
    expenses
      .getByText(`$${Number(receipt.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
      .first(),
  ).toBeVisible();
  await expect(expenses.getByText(shown).first()).toBeVisible();
}
