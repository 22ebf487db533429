import type { Page } from '@playwright/test';

/**
 * Opens an entry of the user menu (on a phone it sits in the navigation drawer). The menu's button is named
 * by the user's first name alone: cards that say 'Added by Jordan' contain it too, hence `exact`.
 */
export async function openUserMenu(page: Page, firstName: string, item: string): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: firstName, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}
