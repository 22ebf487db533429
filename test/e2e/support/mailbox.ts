import type { Page } from '@playwright/test';
import { codesInLog } from '../../support/mailed-codes';
import { STACK_LOG } from '../global-setup';
import { expect } from './fixtures';

/** Every code "mailed" to `email` so far, oldest first, as the stack's log shows them. */
export async function codesMailedTo(email: string): Promise<string[]> {
  return codesInLog(STACK_LOG, email);
}

/** The next code mailed to `email` after `seen` codes. */
export async function nextCodeMailedTo(email: string, seen: number): Promise<string> {
  let codes: string[] = [];
  await expect.poll(async () => (codes = await codesMailedTo(email)).length).toBeGreaterThan(seen);
  return codes.at(-1)!;
}

/** The latest code mailed to `email`, once there is one. */
export async function mailedCode(email: string): Promise<string> {
  return nextCodeMailedTo(email, 0);
}

/** Verifies the signed-in user's address as a homeowner does: the banner's code, from the mail, back in it. */
export async function verifyAddressFromBanner(page: Page, email: string): Promise<void> {
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  const seen = (await codesMailedTo(email)).length;
  await banner.getByRole('button', { name: 'Send code' }).click();
  await banner.getByRole('textbox', { name: 'Verification code' }).fill(await nextCodeMailedTo(email, seen));
  await banner.getByRole('button', { name: 'Verify' }).click();
  await expect(banner).toBeHidden();
}
