import type { Page } from '@playwright/test';
import { signInNewUser } from '../support/accounts';
import { browserToday } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { choose } from '../support/mui';
import { checkScreen } from '../support/screens';

function shiftDate(date: string, days: number): string {
  const shifted = new Date(`${date}T12:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

async function addMilestone(
  page: Page,
  milestone: { title: string; category: string; description?: string; targetDate?: string },
): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Add Milestone' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Milestone' });
  const form = dialog.getByRole('form', { name: 'Add milestone' });
  await form.getByRole('textbox', { name: 'Title' }).fill(milestone.title);
  if (milestone.description)
    await form.getByRole('textbox', { name: 'Description' }).fill(milestone.description);
  await choose(page, form, 'Category', milestone.category);
  if (milestone.targetDate) await form.getByLabel('Target Date (Optional)').fill(milestone.targetDate);
  await form.getByRole('button', { name: 'Add Milestone' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: milestone.title })).toBeVisible();
}

test('milestones: ordered on the timeline, overdue ones flagged, completed ones dimmed', async ({
  page,
}, testInfo) => {
  await signInNewUser(page, testInfo, {
    project: { name: 'Garage Studio', budget: '15000' },
    at: '/timeline',
  });
  await expect(page.getByRole('heading', { name: 'Project Timeline', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No milestones yet' })).toBeVisible();
  await checkScreen(page, testInfo, 'timeline-empty');

  const today = await browserToday(page);
  await addMilestone(page, { title: 'Final inspection', category: 'Inspection' });
  await addMilestone(page, {
    title: 'Drywall hung',
    category: 'Drywall',
    description: 'Walls and ceiling, taped',
    targetDate: shiftDate(today, 30),
  });
  await addMilestone(page, {
    title: 'Permit approved',
    category: 'Permits',
    targetDate: shiftDate(today, -10),
  });

  // Open first, by target date (dated before undated).
  const items = page.getByRole('list', { name: 'Milestones' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAccessibleName('Permit approved');
  await expect(items.nth(1)).toHaveAccessibleName('Drywall hung');
  await expect(items.nth(2)).toHaveAccessibleName('Final inspection');

  const permit = page.getByRole('listitem', { name: 'Permit approved' });
  await expect(permit.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(permit.getByTestId('milestone-marker')).toHaveAttribute('data-state', 'overdue');
  const drywall = page.getByRole('listitem', { name: 'Drywall hung' });
  await expect(drywall.getByText('Overdue', { exact: true })).toHaveCount(0);
  await expect(drywall).toContainText('Walls and ceiling, taped');
  await checkScreen(page, testInfo, 'timeline-overdue');

  // Completing: no longer overdue, dimmed, moved after the open ones, not completable again.
  await permit.getByRole('button', { name: 'Complete Permit approved' }).click();
  await expect(permit.getByText('Completed', { exact: true })).toBeVisible();
  await expect(permit.getByText('Overdue', { exact: true })).toHaveCount(0);
  await expect(permit.getByRole('button', { name: 'Complete Permit approved' })).toHaveCount(0);
  await expect(permit.getByTestId('milestone-marker')).toHaveAttribute('data-state', 'completed');
  await expect(items.nth(2)).toHaveAccessibleName('Permit approved');
  // Dimmed by a grey card and secondary text (opacity broke contrast), with the 'Completed' badge.
  await expect(permit.locator('.MuiCard-root')).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await expect(permit.getByText('Completed', { exact: true })).toBeVisible();

  // Edit, then delete with confirmation.
  await drywall.getByRole('button', { name: 'Edit Drywall hung' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Milestone' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Drywall hung');
  await edit.getByRole('textbox', { name: 'Title' }).fill('Drywall hung and taped');
  await edit.getByRole('button', { name: 'Update Milestone' }).click();
  await expect(page.getByRole('listitem', { name: 'Drywall hung and taped' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Final inspection' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Milestone' });
  await expect(confirm).toContainText('Are you sure you want to delete "Final inspection"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: 'Final inspection' })).toHaveCount(0);
  await expect(items).toHaveCount(2);

  // Kept on the server: a reload shows the same timeline.
  await page.reload();
  await expect(items.nth(0)).toHaveAccessibleName('Drywall hung and taped');
  await expect(items.nth(1)).toHaveAccessibleName('Permit approved');
  await checkScreen(page, testInfo, 'timeline');
});
