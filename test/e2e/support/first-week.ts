import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { STACK_LOG } from '../global-setup';
import { createFirstProject, newUser, PRODUCT_TITLE, type TestUser } from './accounts';
import { expect } from './fixtures';
import { checkScreen } from './screens';

// Steps of a homeowner's first week (issue 18), shared by the desktop and the phone journeys.

/** Every code cognito-local has "mailed" to `email` so far, oldest first. */
async function codesMailedTo(email: string): Promise<string[]> {
  const escaped = email.replace(/[.+]/g, '\\$&');
  const log = await readFile(STACK_LOG, 'utf8');
  return [...log.matchAll(new RegExp(`confirmation code for ${escaped}: (\\d{6})`, 'g'))].map((m) => m[1]!);
}

/** The next code mailed to `email` after `seen` codes. */
async function nextCodeMailedTo(email: string, seen: number): Promise<string> {
  let codes: string[] = [];
  await expect.poll(async () => (codes = await codesMailedTo(email)).length).toBeGreaterThan(seen);
  return codes.at(-1)!;
}

/** From the landing page's 'Get Started' (the Sign Up tab) to the dashboard of a first project. */
export async function getStarted(page: Page, testInfo: TestInfo): Promise<TestUser> {
  const user = newUser(testInfo);
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login\?tab=sign-up$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'First Name' }).fill(user.firstName);
  await form.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: `Welcome to ${PRODUCT_TITLE}`, level: 1 })).toBeVisible();
  await createFirstProject(page, { name: 'Kitchen Remodel', budget: '1000' });
  return user;
}

/** 'Forgot password?' on /login, from the address typed into Sign In. */
async function openForgotPassword(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
}

/**
 * Item 1. On another device (`other`, no session) the password is forgotten while the address is still
 * unverified: no code can go to it (Cognito's rule, kept by the local stack), and the page says where to
 * verify it. Once verified from the banner where the homeowner is signed in (`page`), the reset works:
 * a wrong code is refused in words, the right one sets the new password and signs in.
 */
export async function resetForgottenPassword(
  page: Page,
  other: Page,
  testInfo: TestInfo,
  user: TestUser,
): Promise<void> {
  await openForgotPassword(other, user.email);
  await checkScreen(other, testInfo, 'forgot-password');
  await other.getByRole('button', { name: 'Send code' }).click();
  await expect(other.getByRole('alert')).toContainText('never verified');
  await expect(other.getByRole('alert')).toContainText('verify it from the banner');

  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  let seen = (await codesMailedTo(user.email)).length;
  await banner.getByRole('button', { name: 'Send code' }).click();
  await banner
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await nextCodeMailedTo(user.email, seen));
  await banner.getByRole('button', { name: 'Verify' }).click();
  await expect(banner).toBeHidden();

  seen = (await codesMailedTo(user.email)).length;
  await other.getByRole('button', { name: 'Send code' }).click();
  await expect(other.getByText(`We sent a code to ${user.email}`)).toBeVisible();
  const code = await nextCodeMailedTo(user.email, seen);

  const newPassword = `${user.password}-new`;
  await other.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000');
  await other.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await other.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other.getByRole('alert')).toContainText('That code is not valid or has expired');
  await checkScreen(other, testInfo, 'forgot-password-code');

  await other.getByRole('textbox', { name: 'Code' }).fill(code);
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeVisible();
  user.password = newPassword;
}
