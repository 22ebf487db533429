import { addMonths, todayLocalDateString, formatDate } from '@reno/domain';
import ICAL from 'ical.js';
import { signInNewUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { navigateTo, toast } from '../support/mui';
import { openHousehold } from '../support/households';
import { checkScreen } from '../support/screens';

// Desktop and phone (issue 53): a home's maintenance task added, due today, is on the dashboard's
// 'Maintenance due this month'; marked done there, it leaves the list and its next due date moves; the
// member's private calendar feed, made on the Household screen, holds the task on its new date when a
// calendar app (here: ical.js) reads it.
test('maintenance: add a task, mark it done, and find it in the calendar feed on its next due date', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const user = await signInNewUser(page, testInfo);
  const today = todayLocalDateString();
  const next = addMonths(today, 3);

  await navigateTo(page, 'Homes', phone);
  const home = page.getByRole('list', { name: 'Homes' }).getByRole('listitem', { name: 'Our home' });
  await home.getByRole('button', { name: 'Add task to Our home' }).click();
  const add = page.getByRole('dialog', { name: 'Add Task' });
  await add.getByRole('textbox', { name: 'Name' }).fill('HVAC filter');
  await add.getByRole('button', { name: 'Add Task' }).click();
  await expect(toast(page, 'Task added successfully')).toBeVisible();
  await expect(add).toBeHidden();
  const tasks = home.getByRole('list', { name: 'Maintenance of Our home' });
  await expect(tasks).toContainText(`Every 3 months · Next due ${formatDate(today)}`);

  // Due today, so on the dashboard's 'Maintenance due this month': marked done there, it leaves the list.
  await navigateTo(page, 'Dashboard', phone);
  const due = page.getByRole('region', { name: 'Maintenance due this month' });
  await expect(due).toContainText(`HVAC filter · due ${formatDate(today)}`);
  await due.getByRole('button', { name: 'Mark done: HVAC filter' }).click();
  await expect(toast(page, "'HVAC filter' marked done")).toBeVisible();
  await expect(due).toContainText('No maintenance due this month');

  await navigateTo(page, 'Homes', phone);
  await expect(tasks).toContainText(`Every 3 months · Next due ${formatDate(next)}`);
  await expect(tasks.getByRole('list', { name: 'Log of HVAC filter' })).toContainText(
    `Done ${formatDate(today)}`,
  );
  await checkScreen(page, testInfo, 'homes-maintenance');

  await openHousehold(page, user.firstName);
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await feed.getByRole('button', { name: 'Make a link' }).click();
  const address = await feed.getByRole('textbox', { name: 'Calendar address' }).inputValue();

  // What a calendar app does: fetch the address, no sign-in, and read the events.
  const answer = await page.request.get(address);
  expect(answer.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  const task = events.find((event) => event.summary === 'Maintenance: HVAC filter (Our home)');
  expect(task?.startDate.toString()).toBe(next);
});
