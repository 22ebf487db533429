import type { Page, TestInfo } from '@playwright/test';
import { createFirstProject, newUser, PRODUCT_TITLE, submitSignUp, type TestUser } from './accounts';
import { apiSend, createExpenses, selectedProjectId } from './api';
import { expect } from './fixtures';
import { codesMailedTo, nextCodeMailedTo } from './mailbox';
import { checkScreen } from './screens';

// Steps of a homeowner's first week (issue 18), shared by the desktop and the phone journeys.

/** From the landing page's 'Get Started' (the Sign Up tab) to the dashboard of a first project. */
export async function getStarted(page: Page, testInfo: TestInfo): Promise<TestUser> {
  const user = newUser(testInfo);
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login\?tab=sign-up$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await submitSignUp(page, user, { withLastName: false });
  await createFirstProject(page, { name: 'Kitchen Remodel', budget: '1000' });
  return user;
}

/** 'Forgot password?' on /login, from the address typed into Sign In. */
export async function openForgotPassword(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
}

/**
 * The code step of 'Forgot password?', whoever mailed the code: a wrong code is refused in words, the
 * right one sets the new password and signs in. Returns the new password.
 */
export async function setNewPasswordWithCode(
  page: Page,
  testInfo: TestInfo,
  user: TestUser,
  code: string,
  screen: string,
): Promise<string> {
  const newPassword = `${user.password}-new`;
  await page.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not valid or has expired');
  await checkScreen(page, testInfo, screen);

  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeVisible();
  return newPassword;
}

/**
 * Item 1, the verified path. The homeowner verifies the address from the banner where they are signed
 * in (`page`); on another device (`other`, no session) the forgotten password is reset with the code
 * Cognito mails.
 */
export async function resetForgottenPassword(
  page: Page,
  other: Page,
  testInfo: TestInfo,
  user: TestUser,
): Promise<void> {
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  let seen = (await codesMailedTo(user.email)).length;
  await banner.getByRole('button', { name: 'Send code' }).click();
  await banner
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await nextCodeMailedTo(user.email, seen));
  await banner.getByRole('button', { name: 'Verify' }).click();
  await expect(banner).toBeHidden();

  await openForgotPassword(other, user.email);
  await checkScreen(other, testInfo, 'forgot-password');
  seen = (await codesMailedTo(user.email)).length;
  await other.getByRole('button', { name: 'Send code' }).click();
  await expect(other.getByText(`We sent a code to ${user.email}. It is valid for one hour.`)).toBeVisible();
  const code = await nextCodeMailedTo(user.email, seen);
  user.password = await setNewPasswordWithCode(other, testInfo, user, code, 'forgot-password-code');
}

/** Item 8 (landing): the phone header keeps the title and both buttons on one line. */
export async function expectLandingHeaderOnOneLine(page: Page): Promise<void> {
  await page.goto('/');
  const header = page.getByRole('banner');
  const title = header.getByText(PRODUCT_TITLE);
  const getStarted = header.getByRole('link', { name: 'Get Started' });
  const [titleBox, buttonBox] = [await title.boundingBox(), await getStarted.boundingBox()];
  expect(Math.abs(titleBox!.y + titleBox!.height / 2 - (buttonBox!.y + buttonBox!.height / 2))).toBeLessThan(
    4,
  );
  expect((await header.boundingBox())!.height).toBeLessThan(80); // a second line would add ~40 px
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeInViewport({ ratio: 1 });
  await expect(getStarted).toBeInViewport({ ratio: 1 });
}

/** Item 8: a new project's dashboard shows what to do first, and the six key figures in the first screen. */
export async function expectNextSteps(page: Page, testInfo: TestInfo): Promise<void> {
  const steps = page.getByRole('region', { name: 'Next steps' });
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Add an expense',
    'Add a contractor',
    'Plan the budget',
  ]);
  const figures = page.getByRole('list', { name: 'Budget summary' }).getByRole('listitem');
  await expect(figures).toHaveCount(6);
  for (const figure of await figures.all()) await expect(figure).toBeInViewport({ ratio: 1 });
  await checkScreen(page, testInfo, 'dashboard-next-steps');
}

/**
 * Item 6. Spending past the budget ($1,000) turns Remaining and Budget Used red with a short alert; at 4
 * of the Free plan's 5 expenses, 'Add Expense' says one is left; a rejected estimate says 'Rejected'
 * instead of an amount owed; the estimate form says where its tax rate came from.
 */
export async function expectMoneyStates(page: Page, testInfo: TestInfo): Promise<void> {
  const projectId = await selectedProjectId(page);
  const expense = { category: 'materials', paymentMethod: 'cash', date: '2025-03-01' };
  await createExpenses(page, projectId, [
    { ...expense, description: 'Cabinets', amount: '2500.00' },
    { ...expense, description: 'Counter', amount: '500.00' },
    { ...expense, description: 'Tiles', amount: '150.00' },
    { ...expense, description: 'Grout', amount: '42.52' },
  ]);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'over budget' })).toHaveText(
    '$2,192.52 over budget',
  );
  await expect(page.getByText('1 left on the Free plan')).toBeVisible();
  await checkScreen(page, testInfo, 'dashboard-over-budget');

  const contractor = await apiSend(page, 'POST', '/api/contractors', { name: 'Rita Tiles' });
  await apiSend(page, 'POST', '/api/estimates', {
    projectId,
    contractorId: contractor.id,
    title: 'Bathroom tiling',
    amount: '1200.00',
    cashPercentage: '0',
    taxedPercentage: '100',
    taxRate: '13',
    date: '2025-03-02',
    status: 'rejected',
  });
  await page.goto('/estimates');
  const card = page.getByRole('listitem', { name: 'Bathroom tiling' });
  await expect(card.getByText('Rejected')).toHaveCount(2); // the status's word, and nothing owed
  await expect(card).not.toContainText('remaining');
  await checkScreen(page, testInfo, 'estimates-rejected');

  await page.getByRole('button', { name: 'Add Estimate' }).click();
  const form = page.getByRole('dialog', { name: 'Add Estimate' });
  await expect(form.getByText('13% from the project — change it in Projects')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
}

/**
 * Items 9 and 2. A delete that cannot reach the server says so in words (never the browser's or the
 * server's raw text) and offers Retry; the floating chat button covers neither the last card's Delete nor the pager.
 */
export async function expectErrorsInWordsAndReachableControls(page: Page, testInfo: TestInfo): Promise<void> {
  await page.goto('/estimates');
  let failNext = true;
  await page.route('**/api/estimates/*', async (route) => {
    if (route.request().method() !== 'DELETE' || !failNext) return route.fallback();
    failNext = false;
    // The connection drops (a 5xx would fail the healthy-app fixture; api-errors.test.ts has those).
    await route.abort('internetdisconnected');
  });
  const card = page.getByRole('listitem', { name: 'Bathroom tiling' });
  const remove = card.getByRole('button', { name: 'Delete Bathroom tiling' });
  await remove.scrollIntoViewIfNeeded();
  await remove.click({ trial: true }); // nothing floats over it
  await remove.click();
  await page.getByRole('dialog', { name: 'Delete Estimate' }).getByRole('button', { name: 'Delete' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to delete estimate' });
  await expect(toast).toContainText('We could not reach the server. Check your connection and try again.');
  await expect(toast).not.toContainText('Failed to fetch');
  await checkScreen(page, testInfo, 'error-toast');
  await toast.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Estimate deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto('/expenses');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.scrollIntoViewIfNeeded();
  await pager.getByRole('button', { name: 'Page 1' }).click({ trial: true });
  await page.getByRole('combobox', { name: 'Rows per page' }).click({ trial: true });
  const lastDelete = page.getByRole('button', { name: /^Delete / }).last();
  await lastDelete.scrollIntoViewIfNeeded();
  await lastDelete.click({ trial: true });
}
