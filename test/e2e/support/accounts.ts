import { randomBytes } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const PRODUCT_TITLE = 'Home Renovation Tracker';

/** A user no other test has: every test signs up its own. */
export function newUser(testInfo: TestInfo, firstName = 'Jordan'): TestUser {
  const slug = testInfo.titlePath
    .slice(1)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return {
    firstName,
    lastName: 'Tester',
    email: `e2e-${slug}-${randomBytes(4).toString('hex')}@example.com`,
    password: `Reno-${randomBytes(6).toString('hex')}`,
  };
}

/**
 * Fills the open Sign Up tab and creates the account; the PreSignUp trigger confirms it, so the onboarding
 * screen follows. The last name is optional on the form: `withLastName: false` leaves it empty.
 */
export async function submitSignUp(page: Page, user: TestUser, { withLastName = true } = {}): Promise<void> {
  await createAccount(page, user, { withLastName });
  await expect(page.getByRole('heading', { name: `Welcome to ${PRODUCT_TITLE}`, level: 1 })).toBeVisible();
}

/** Fills the open Sign Up tab and presses 'Create Account' (what follows is the caller's to check). */
export async function createAccount(page: Page, user: TestUser, { withLastName = true } = {}): Promise<void> {
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'First Name' }).fill(user.firstName);
  if (withLastName) await form.getByRole('textbox', { name: 'Last Name' }).fill(user.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** Sign Up on /login. */
export async function signUp(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await submitSignUp(page, user);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export interface NewProject {
  name: string;
  description?: string;
  budget: string;
}

/** The first-project screen: fills it and lands on the dashboard of the new project. */
export async function createFirstProject(page: Page, project: NewProject): Promise<void> {
  const form = page.getByRole('form', { name: 'Create your first project' });
  await form.getByRole('textbox', { name: 'Project Name' }).fill(project.name);
  if (project.description) await form.getByRole('textbox', { name: 'Description' }).fill(project.description);
  await form.getByRole('textbox', { name: 'Total Budget' }).fill(project.budget);
  await form.getByRole('button', { name: 'Create Project & Get Started' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();
}

/** A fresh user with one project, on its dashboard: where most journeys begin. */
export async function signUpWithProject(
  page: Page,
  testInfo: TestInfo,
  project: NewProject = { name: 'Kitchen Remodel', budget: '25000' },
): Promise<TestUser> {
  const user = newUser(testInfo);
  await signUp(page, user);
  await createFirstProject(page, project);
  return user;
}
