import { signInNewUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { mailedCode } from '../support/mailbox';
import { expectAccessible } from '../support/screens';

test('a new homeowner verifies their e-mail address with the code it was sent', async ({
  page,
}, testInfo) => {
  const user = await signInNewUser(page, testInfo);

  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  await expect(banner).toContainText('Until you enter it, your address is not used for billing receipts');
  await expectAccessible(page, 'e-mail verification banner');

  await banner.getByRole('button', { name: 'Send code' }).click();
  // As a homeowner would, look for the mail once the page says it went (sign-up also mailed a code).
  await expect(banner).toContainText('Enter the code we sent to');
  await banner.getByRole('textbox', { name: 'Verification code' }).fill(await mailedCode(user.email));
  await banner.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('E-mail address verified')).toBeVisible();
  await expect(banner).toBeHidden();
  // The next visit knows it too: the session's ID token now says the address is verified.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});
