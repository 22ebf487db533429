import { createFirstProject, newUser, PRODUCT_TITLE, signIn, signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { checkScreen } from '../support/screens';

test('a visitor signs up, creates a first project, lands on its dashboard, logs out and back in', async ({
  page,
}, testInfo) => {
  const user = newUser(testInfo, 'Avery');

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
  await expect(page.getByText('Ready to Transform Your Home?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
    'href',
    '/login?tab=sign-up',
  );
  // Watch Demo opens the configured demo in a new tab.
  const config = (await (await page.request.get('/config.json')).json()) as { demoVideoUrl: string };
  const watchDemo = page.getByRole('link', { name: 'Watch Demo' });
  await expect(watchDemo).toHaveAttribute('href', config.demoVideoUrl);
  await expect(watchDemo).toHaveAttribute('target', '_blank');

  // 'Get Started' opens the Sign Up tab.
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/login\?tab=sign-up$/);
  await expect(page.getByText('Track Your Renovation Journey')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  // The sign-up form speaks its messages (docs/product.md#validation-auth) before anything is sent.
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill('different');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(form.getByText("Passwords don't match")).toBeVisible();
  await checkScreen(page, testInfo, 'sign-up-errors');

  await signUp(page, user);
  await expect(page.getByText("Let's get started by creating your first renovation project")).toBeVisible();
  for (const blurb of ['Track Expenses', 'Manage Contractors', 'Timeline Progress']) {
    await expect(page.getByText(blurb, { exact: true })).toBeVisible();
  }
  await checkScreen(page, testInfo, 'onboarding', { docs: true });

  // The project rules of docs/product.md#validation-project hold on the onboarding form too.
  const onboarding = page.getByRole('form', { name: 'Create your first project' });
  await onboarding.getByRole('textbox', { name: 'Project Name' }).fill('Ab');
  await onboarding.getByRole('textbox', { name: 'Total Budget' }).fill('50');
  await onboarding.getByRole('button', { name: 'Create Project & Get Started' }).click();
  await expect(onboarding.getByText('Project name must be at least 3 characters long')).toBeVisible();
  await expect(onboarding.getByText('Budget must be at least $100')).toBeVisible();

  await createFirstProject(page, {
    name: 'Basement Finish',
    description: 'Drywall, flooring and a small bathroom',
    budget: '18000',
  });
  const summary = page.getByRole('list', { name: 'Budget summary' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Total Budget' })).toContainText('$18,000.00');
  await expect(summary.getByRole('listitem').filter({ hasText: 'Total Spent' })).toContainText('$0.00');
  await expect(summary.getByRole('listitem').filter({ hasText: 'Remaining' })).toContainText('$18,000.00');
  await expect(summary.getByRole('listitem').filter({ hasText: 'Budget Used' })).toContainText('0.00%');
  await expect(page.getByText(/^Started [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  // A new project's dashboard shows what to do first instead of an empty chart and list.
  await expect(page.getByRole('region', { name: 'Next steps' })).toBeVisible();
  await expect(page.getByText('No spending data yet')).toHaveCount(0);
  await checkScreen(page, testInfo, 'dashboard-empty');

  // Signed in, / and /login go to the dashboard; an unknown path is the 404 screen.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  // Log out from the user menu, which names the user by first name.
  await page.getByRole('button', { name: user.firstName, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Billing & Subscription' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  // After logout the browser goes to / (docs/product.md#signed-in-layout; soft: the sign-out itself is
  // checked next).
  await expect.soft(page, 'logout goes to /').toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
  // Signed out, app paths show the landing page and the assistant is gone.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open AI Assistant' })).toHaveCount(0);

  await signIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Basement Finish', level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle(new RegExp(PRODUCT_TITLE));
  // Signed in and off '/', the assistant's button is there.
  await expect(page.getByRole('button', { name: 'Open AI Assistant' })).toBeVisible();
});
