import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createFirstProject, PRODUCT_TITLE, signInNewUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { mailedCode } from '../support/mailbox';
import { openUserMenu } from '../support/user-menu';

// The local hosted UI is https with a certificate made at stack start; `npm start` users accept it once.
test.use({ ignoreHTTPSErrors: true });

/** From /login through the stand-in provider's page, as Amplify's signInWithRedirect goes. */
async function startProviderSignIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/login\//);
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
}

async function continueAsNew(page: Page, person: { email: string; firstName: string; lastName: string }) {
  const form = page.getByRole('form', { name: 'Another account' });
  await form.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await form.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await form.getByRole('button', { name: 'Continue' }).click();
}

async function logOut(page: Page, firstName: string): Promise<void> {
  await openUserMenu(page, firstName, 'Log out');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
}

test('a visitor signs in with Google, starts a project, logs out, and is asked again next time', async ({
  page,
}) => {
  const person = {
    email: `e2e-google-${randomBytes(4).toString('hex')}@example.com`,
    firstName: 'Nia',
    lastName: 'Park',
  };

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Back from the provider's page: the login page is usable at once, and starting again works.
  await startProviderSignIn(page);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible({ timeout: 5_000 });
  await startProviderSignIn(page);
  await continueAsNew(page, person);

  // Back on the app, signed in: a new user starts on the first-project screen.
  await expect(page.getByRole('heading', { name: `Welcome to ${PRODUCT_TITLE}`, level: 1 })).toBeVisible();
  await createFirstProject(page, { name: 'Attic Conversion', budget: '30000' });
  // The profile has the provider's names and address.
  const profile = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'))!;
    const response = await fetch('/api/user', { headers: { authorization: `Bearer ${localStorage[key]}` } });
    return (await response.json()) as { email: string; firstName?: string; lastName?: string };
  });
  expect(profile).toMatchObject({ email: person.email, firstName: 'Nia', lastName: 'Park' });

  // Logging out ends the hosted UI's session too: the next sign-in asks who it is.
  await logOut(page, person.firstName);
  await page.goto('/login');
  await startProviderSignIn(page);
  await page.getByRole('button', { name: `Continue as Nia Park (${person.email})` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Attic Conversion', level: 1 })).toBeVisible();
});

test('an e-mail account signing in with Google of the same verified address keeps its projects', async ({
  page,
}, testInfo) => {
  const user = await signInNewUser(page, testInfo, { project: { name: 'Garage Makeover', budget: '12000' } });
  // Linking needs the address proven by its owner first (otherwise anyone could have typed it).
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  await banner.getByRole('button', { name: 'Send code' }).click();
  await expect(banner).toContainText('Enter the code we sent to');
  await banner.getByRole('textbox', { name: 'Verification code' }).fill(await mailedCode(user.email));
  await banner.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('E-mail address verified')).toBeVisible();
  await logOut(page, user.firstName);

  await page.goto('/login');
  await startProviderSignIn(page);
  await continueAsNew(page, { email: user.email, firstName: user.firstName, lastName: user.lastName });

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Garage Makeover', level: 1 })).toBeVisible();
});

test('a provider sign-in for an address an unverified e-mail account holds is refused, and says why', async ({
  page,
}, testInfo) => {
  const user = await signInNewUser(page, testInfo, { project: { name: 'Porch Repair', budget: '5000' } });
  await logOut(page, user.firstName);

  await page.goto('/login');
  await startProviderSignIn(page);
  await continueAsNew(page, { email: user.email, firstName: user.firstName, lastName: user.lastName });

  // Back on the app, signed out, with the reason and the way back to the password sign-in.
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    `An account for ${user.email} exists but its e-mail address is not verified`,
  );
  await alert.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible({ timeout: 5_000 });
});
