import { randomBytes } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { signIn as cognitoSignIn, signUp as cognitoSignUp } from '../../support/cognito-users';
import { stackInfo } from '../stack/stack-info';
import { apiSend, browserIdToken } from './api';
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

/**
 * Signs `email` in in `page`'s browser as Amplify keeps a session: the tokens Cognito's InitiateAuth
 * (USER_PASSWORD_AUTH, the web app's flow) answers, under Amplify's keys in localStorage. They are written
 * from /config.json, a page of the app's origin that is not the app, which then finds the session on its
 * next load as after a sign-in on /login (whose form onboarding.spec.ts and screens.spec.ts walk).
 */
export async function keepSignedIn(page: Page, email: string, password: string): Promise<void> {
  const { cognito } = stackInfo();
  const tokens = await cognitoSignIn(cognito, email, password);
  const prefix = `CognitoIdentityServiceProvider.${cognito.clientId}`;
  const session: Record<string, string> = {
    [`${prefix}.LastAuthUser`]: email,
    [`${prefix}.${email}.idToken`]: tokens.idToken,
    [`${prefix}.${email}.accessToken`]: tokens.accessToken,
    [`${prefix}.${email}.refreshToken`]: tokens.refreshToken,
    [`${prefix}.${email}.clockDrift`]: '0',
    [`${prefix}.${email}.signInDetails`]: JSON.stringify({
      loginId: email,
      authFlowType: 'USER_PASSWORD_AUTH',
    }),
  };
  await page.goto('/config.json');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, session);
}

export interface SignedInUser extends TestUser {
  /** The project made for it, selected; null when none was asked for. */
  projectId: number | null;
}

/**
 * A new account for a journey whose subject is not signing up (the forms are onboarding.spec.ts's and
 * first-week's): registered through the stack's Cognito endpoint as the Sign Up form does (the
 * PreSignUp trigger confirms it), its profile made by GET /api/user as the app's first load makes it, and
 * `project` (unless null) made through the API and selected. Signed in in `page`'s browser
 * (keepSignedIn), which then opens `at` (the dashboard: until it shows the project); with `at: null` it
 * stays on /config.json, for more setup through the API (support/api.ts) before the app's first load.
 */
export async function signInNewUser(
  page: Page,
  testInfo: TestInfo,
  {
    project = { name: 'Kitchen Remodel', budget: '25000' },
    at = '/dashboard',
    firstName,
  }: { project?: NewProject | null; at?: string | null; firstName?: string } = {},
): Promise<SignedInUser> {
  const user = newUser(testInfo, firstName);
  await cognitoSignUp(stackInfo().cognito, user.email, user.password, {
    email: user.email,
    given_name: user.firstName,
    family_name: user.lastName,
  });
  await keepSignedIn(page, user.email, user.password);
  const profile = await page.request.get('/api/user', {
    headers: { authorization: `Bearer ${await browserIdToken(page)}` },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  let projectId: number | null = null;
  if (project) {
    projectId = (await apiSend(page, 'POST', '/api/projects', project)).id;
    await page.evaluate((id) => localStorage.setItem('reno.selectedProjectId', id), String(projectId));
  }
  if (at) await page.goto(at);
  if (at === '/dashboard' && project) {
    await expect(page.getByRole('heading', { name: project.name, level: 1 })).toBeVisible();
  }
  return { ...user, projectId };
}
