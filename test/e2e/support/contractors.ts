import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { choose, toast } from './mui';

export interface ContractorInput {
  name: string;
  company?: string;
  email?: string;
  phone?: string;
  specialty?: string;
  hourlyRate?: string;
  notes?: string;
}

export async function fillContractorForm(page: Page, form: Locator, input: ContractorInput): Promise<void> {
  await form.getByRole('textbox', { name: 'Name' }).fill(input.name);
  if (input.company) await form.getByRole('textbox', { name: 'Company' }).fill(input.company);
  if (input.email) await form.getByRole('textbox', { name: 'Email' }).fill(input.email);
  if (input.phone) await form.getByRole('textbox', { name: 'Phone' }).fill(input.phone);
  if (input.specialty) await choose(page, form, 'Specialty', input.specialty);
  if (input.hourlyRate) await form.getByRole('textbox', { name: 'Hourly Rate' }).fill(input.hourlyRate);
  if (input.notes) await form.getByRole('textbox', { name: 'Notes' }).fill(input.notes);
}

/** On /contractors: 'Add Contractor', the dialog, the success toast. */
export async function addContractor(page: Page, input: ContractorInput): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Add Contractor' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Contractor' });
  const form = dialog.getByRole('form', { name: 'Add contractor' });
  await fillContractorForm(page, form, input);
  await form.getByRole('button', { name: 'Add Contractor' }).click();
  await expect(toast(page, 'Contractor added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}
