import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Picks an option of an MUI select (its listbox is rendered at the end of <body>, not in the form). */
export async function choose(
  page: Page,
  scope: Locator | Page,
  label: string,
  option: string,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}

/**
 * The newest toast with this title (they stack at the bottom-left for a few seconds). `includeHidden`:
 * a dialog opened while a toast shows marks the toast stack aria-hidden (reported to the lead), and the
 * journeys check what the user sees here, not that.
 */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Notifications', includeHidden: true })
    .getByText(title, { exact: true })
    .last();
}

/** A card of a summary list (dashboard cards, admin stats) by its title. */
export function summaryCard(list: Locator, title: string): Locator {
  return list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('heading', { name: title, exact: true }) });
}

/** Goes to a screen through the main navigation (on a phone, through the drawer). */
export async function navigateTo(page: Page, label: string, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
}
