import { SHELL_PATHS } from '@reno/web/shell-paths';
import type { Page } from '@playwright/test';
import { signInNewUser } from '../support/accounts';
import { apiSend, upgradeThroughAdminApi } from '../support/api';
import { controlsCoveredWhileScrolling } from '../support/clickable-controls';
import { expect, test } from '../support/fixtures';
import { seedLongLists } from '../support/long-lists';

// Issue 37, item 8, and issue 50, item 6: nothing stays drawn over a button or a link (the floating chat
// button least of all, which takes no band of the window). Each screen, at the project's size (1280 × 800
// or 390 × 844), is scrolled from its top to its end a window at a time, above the button: at one step at
// least, at each control's centre and near each of its edges, `elementFromPoint` finds the control itself
// (support/clickable-controls.ts).

/** Opens a screen and waits for its heading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
}

const COVERED = 'controls with something drawn over them';

test('every screen of the app shell, with lists longer than the window, has each control clickable where it is drawn', async ({
  page,
  stack,
}, testInfo) => {
  const user = await signInNewUser(page, testInfo, {
    project: { name: 'Kitchen Remodel', budget: '45000' },
    at: null,
  });
  await upgradeThroughAdminApi(page, stack, user.email);
  await seedLongLists(page, user.projectId!);

  // The router's own list of screens, so that a new screen is checked too.
  const covered: string[] = [];
  for (const path of SHELL_PATHS) {
    await open(page, path);
    covered.push(...(await controlsCoveredWhileScrolling(page, testInfo, path)));
  }
  expect(covered, COVERED).toEqual([]);
});

test('the first-project screen, Page Not Found and the admin panel have each control clickable where it is drawn', async ({
  page,
  stack,
}, testInfo) => {
  const covered: string[] = [];
  await signInNewUser(page, testInfo, { project: null, at: '/dashboard' });
  await expect(page.getByRole('form', { name: 'Create your first project' })).toBeVisible();
  covered.push(...(await controlsCoveredWhileScrolling(page, testInfo, 'first project')));
  await apiSend(page, 'POST', '/api/projects', { name: 'Kitchen Remodel', budget: '45000' });

  await open(page, '/no-such-page');
  // A page shorter than the window does not scroll: the chat button's room after the page comes out of
  // the screen's least height (docs/product.md#signed-in-layout).
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
  covered.push(...(await controlsCoveredWhileScrolling(page, testInfo, 'not found')));

  await open(page, '/admin');
  await page.getByLabel('Admin Password').fill(stack.adminPassword);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  // Unlocking says so in a toast, closed first: a toast lies over the page for its few seconds (on a
  // phone across the width, the chat button included).
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await notifications.getByRole('button', { name: 'Close' }).click();
  await expect(notifications.getByRole('status')).toHaveCount(0);
  covered.push(...(await controlsCoveredWhileScrolling(page, testInfo, '/admin')));

  expect(covered, COVERED).toEqual([]);
});
