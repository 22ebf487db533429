import type { Page } from '@playwright/test';
import { signIn, signInNewUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openForgotPassword, setNewPasswordWithCode } from '../support/first-week';
import { codesMailedTo, nextCodeMailedTo } from '../support/mailbox';
import { checkScreen } from '../support/screens';
import { openUserMenu } from '../support/user-menu';

/** The user menu names the user; on a phone it sits in the navigation drawer. */
async function logOut(page: Page, firstName: string): Promise<void> {
  await openUserMenu(page, firstName, 'Log out');
  await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
}

// Item 1 of a homeowner's first week, its last dead end, at 1280 × 800 and on a 390 × 844 phone: an
// account confirmed at sign-up whose address was never verified, signed in nowhere, forgets its password.
test('an account whose address was never verified gets back in with a code of the app’s own', async ({
  page,
}, testInfo) => {
  const user = await signInNewUser(page, testInfo, { project: { name: 'Kitchen Remodel', budget: '1000' } });
  await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toBeVisible();
  await logOut(page, user.firstName);

  // Cognito mails no reset code to an unverified address; the page goes on as if it had.
  await openForgotPassword(page, user.email);
  const seen = (await codesMailedTo(user.email)).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${user.email}. It is valid for 15 minutes.`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const code = await nextCodeMailedTo(user.email, seen);
  await checkScreen(page, testInfo, 'forgot-password-app-code');

  const newPassword = await setNewPasswordWithCode(
    page,
    testInfo,
    user,
    code,
    'forgot-password-app-code-wrong',
  );
  // Entering the mailed code proved the address: the banner asks no more.
  await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toHaveCount(0);

  await logOut(page, user.firstName);
  await signIn(page, user.email, newPassword);
  await expect(page.getByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeVisible();
});
