import type { Locator, Page } from '@playwright/test';
import { invitationIn, mailsTo } from '../../support/local-inbox';
import { browserIdToken } from './api';
import { expect } from './fixtures';
import { choose, toast } from './mui';
import { openUserMenu } from './user-menu';

/** The Household screen, from the user menu. */
export async function openHousehold(page: Page, firstName: string): Promise<void> {
  await openUserMenu(page, firstName, 'Household');
  await expect(page.getByRole('heading', { name: 'Household', level: 1 })).toBeVisible();
}

/** The owner invites `email` with `role` ('Editor' or 'Viewer') from the Household screen. */
export async function invite(page: Page, email: string, role: 'Editor' | 'Viewer'): Promise<void> {
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${role}:`) })
    .click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
}

/** The invitation link the local stack's inbox holds for `email`, once the mail is there. */
export async function invitationLinkFor(stackUrl: string, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(stackUrl, email);
      link = mail ? invitationIn(mail).link : '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** A member's row on the Household screen. */
export function memberRow(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name });
}

/** The owner gives a member another role and waits for the toast. */
export async function changeRole(page: Page, name: string, role: 'Editor' | 'Viewer'): Promise<void> {
  await choose(page, memberRow(page, name), `Role of ${name}`, role);
  await expect(toast(page, `${name} is now ${role === 'Editor' ? 'an editor' : 'a viewer'}`)).toBeVisible();
}

/** The owner removes a member, after the confirmation. */
export async function removeMember(page: Page, name: string): Promise<void> {
  await memberRow(page, name)
    .getByRole('button', { name: `Remove ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Remove member' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, `${name} was removed`)).toBeVisible();
  await expect(memberRow(page, name)).toHaveCount(0);
}

/** The household the signed-in browser acts in, as the app remembers it (its owner's id). */
export async function activeHouseholdId(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith('reno.activeHousehold.')) return localStorage.getItem(key);
    }
    return null;
  });
  if (!id) throw new Error('The browser acts in its own household');
  return id;
}

/** A write straight to the API as the signed-in browser, in `householdId`: its status and words. */
export async function writeInHousehold(
  page: Page,
  householdId: string,
  path: string,
  body: object,
): Promise<{ status: number; error: unknown }> {
  const response = await page.request.post(path, {
    headers: { authorization: `Bearer ${await browserIdToken(page)}`, 'X-Household-Id': householdId },
    data: body,
  });
  return { status: response.status(), error: ((await response.json()) as { error?: unknown }).error };
}
