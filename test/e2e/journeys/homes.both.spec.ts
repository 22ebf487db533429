import { signInNewUser } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { choose, navigateTo, toast } from '../support/mui';
import { forgetShiftsOnceStill, expectNoLayoutShift } from '../support/screen-stability';
import { checkScreen } from '../support/screens';

// Desktop and phone: a household's homes (docs/product.md#homes-screen, issue 53). The first home is there
// from the start with the first project in it; a second home takes a project chosen for it in the project
// form, and a home with a project in it is not deleted.
test('homes: name the first, add a second, place a project in it, and a home in use is kept', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await signInNewUser(page, testInfo, { project: { name: 'Kitchen Remodel', budget: '25000' } });

  await navigateTo(page, 'Homes', phone);
  await expect(page).toHaveURL(/\/homes$/);
  const homes = page.getByRole('list', { name: 'Homes' });
  const first = homes.getByRole('listitem', { name: 'Our home' });
  await expect(first).toContainText('1 project');
  // The screen as it opened stands still; the saves below move the cards in answer to the homeowner, and on
  // a busy machine later than the 500 ms the layout-shift API leaves out after an input.
  await expectNoLayoutShift(page, 'homes as it opened');

  await first.getByRole('button', { name: 'Edit Our home' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Home' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Elm Street house');
  await edit.getByRole('textbox', { name: 'Address' }).fill('12 Elm Street, Springfield');
  await edit.getByRole('textbox', { name: 'Year Built' }).fill('1962');
  await edit.getByLabel('Purchase Date').fill('2019-03-01');
  await edit.getByRole('textbox', { name: 'Purchase Price' }).fill('420000');
  await edit.getByRole('button', { name: 'Update Home' }).click();
  await expect(edit).toBeHidden();
  const elm = homes.getByRole('listitem', { name: 'Elm Street house' });
  await expect(elm).toContainText('Bought Mar 1, 2019 for $420,000.00');
  await expect(elm).toContainText('Built 1962');

  await page.getByRole('button', { name: 'Add Home' }).click();
  const add = page.getByRole('dialog', { name: 'Add Home' });
  await add.getByRole('button', { name: 'Add Home' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await add.getByRole('textbox', { name: 'Name' }).fill('Lake cabin');
  await add.getByRole('button', { name: 'Add Home' }).click();
  await expect(toast(page, 'Home added successfully')).toBeVisible();
  await expect(add).toBeHidden();
  const cabin = homes.getByRole('listitem', { name: 'Lake cabin' });
  await expect(cabin).toContainText('No projects');

  // Rooms: added to a home from its card, and a home with a room is kept.
  await cabin.getByRole('button', { name: 'Add room to Lake cabin' }).click();
  const addRoom = page.getByRole('dialog', { name: 'Add Room' });
  await addRoom.getByRole('textbox', { name: 'Name' }).fill('Porch');
  await addRoom.getByRole('button', { name: 'Add Room' }).click();
  await expect(addRoom).toBeHidden();
  await expect(cabin.getByRole('list', { name: 'Rooms of Lake cabin' })).toContainText('Porch');
  await forgetShiftsOnceStill(page, cabin);
  await checkScreen(page, testInfo, 'homes');

  // The project form chooses the home; with two homes, each project card names its own.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  const form = page.getByRole('form', { name: 'New project' });
  await expect(form.getByRole('combobox', { name: 'Home' })).toHaveText('Elm Street house');
  await form.getByRole('textbox', { name: 'Project Name' }).fill('New Dock');
  await form.getByRole('textbox', { name: 'Budget' }).fill('6000');
  await choose(page, form, 'Home', 'Lake cabin');
  await form.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('article', { name: 'New Dock' })).toContainText('Home: Lake cabin');
  await expect(page.getByRole('article', { name: 'Kitchen Remodel' })).toContainText(
    'Home: Elm Street house',
  );

  // A home with a project in it is kept, in the API's words.
  await navigateTo(page, 'Homes', phone);
  await expect(cabin).toContainText('1 project');
  await cabin.getByRole('button', { name: 'Delete Lake cabin' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Home' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Failed to delete home')).toBeVisible();
  await expect(page.getByText('This home has 1 project: move or delete it first')).toBeVisible();
  await expect(cabin).toBeVisible();
  await expect(cabin.getByText('Porch')).toBeVisible();
});
