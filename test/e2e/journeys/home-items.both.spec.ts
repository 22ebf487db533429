import sharp from 'sharp';
import { mailsTo } from '../../support/local-inbox';
import { signInNewUser } from '../support/accounts';
import { apiSend, selectedProjectId } from '../support/api';
import { browserToday } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { choose, navigateTo, toast } from '../support/mui';
import { sweepRemindersAt } from '../support/reminder-sweep';

// Desktop and phone (issue 53): a dishwasher bought for the kitchen goes into the home record from its expense
// in one step, costs what the expense did, and gets a warranty whose reminder reaches the local inbox once the
// stack's clock is within 60 days of its end; a photo of the open wall, taken through the camera input, shows
// as its thumbnail tagged 'Behind the walls'.

/** 'YYYY-MM-DD' `days` after `day`. */
function plusDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** The reminders the local stack has sent to `email` once its sweep has run at `day`: their subjects. */
async function warrantyMailsTo(stackUrl: string, email: string, day: string): Promise<string[]> {
  await sweepRemindersAt(stackUrl, `${day}T15:00:00Z`);
  return (await mailsTo(stackUrl, email)).map((mail) => mail.subject);
}

test('an expense added to the home record, its cost, and its warranty reminded before it ends', async ({
  page,
  stack,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const dana = await signInNewUser(page, testInfo, { at: null });
  const projectId = await selectedProjectId(page);
  const today = await browserToday(page);
  await apiSend(page, 'POST', '/api/rooms', { homeId: 1, name: 'Kitchen' });
  await apiSend(page, 'POST', '/api/expenses', {
    projectId,
    description: 'Bosch dishwasher',
    amount: '899',
    category: 'materials',
    paymentMethod: 'credit_card',
    date: today,
  });

  // 'Add to the home record' from the expense's details: named, supplied and paid by it; the room is picked.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Bosch dishwasher/ }).click();
  const details = page.getByRole('dialog', { name: 'Expense Details' });
  await details.getByRole('button', { name: 'Add to the home record' }).click();
  const form = page.getByRole('dialog', { name: 'Add Item' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Bosch dishwasher');
  await expect(form.getByText(/^Bosch dishwasher, .*: \$899\.00$/)).toBeVisible();
  await choose(page, form, 'Room', 'Kitchen');
  await form.getByRole('textbox', { name: 'Brand' }).fill('Bosch');
  await form.getByLabel('Warranty starts').fill(today);
  await form.getByLabel('Or ends on').fill(plusDays(today, 40));
  await form.getByRole('textbox', { name: 'Whom to call' }).fill('Bosch service, 800-944-2904');
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(toast(page, 'Item added successfully')).toBeVisible();
  await expect(form).toBeHidden();

  // The Homes screen: the kitchen's dishwasher, its cost from the expense, its warranty's end.
  await page.keyboard.press('Escape');
  await navigateTo(page, 'Homes', phone);
  await page.getByRole('button', { name: 'Items in Kitchen' }).click();
  const dishwasher = page.getByRole('list', { name: 'Items in Kitchen' }).getByRole('listitem', {
    name: 'Bosch dishwasher',
  });
  await expect(dishwasher).toContainText('Cost $899.00');
  await expect(dishwasher).toContainText('Warranty ends');

  // A photo of the open wall through the camera input: stored as a 400 px thumbnail, tagged behind the walls.
  await page.getByRole('button', { name: 'Photos of Kitchen' }).click();
  const camera = page.getByLabel('Add photo to Kitchen');
  await expect(camera).toHaveAttribute('capture', 'environment');
  const wall = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();
  await camera.setInputFiles({ name: 'IMG_0420.jpg', mimeType: 'image/jpeg', buffer: wall });
  const photoForm = page.getByRole('dialog', { name: 'Add Photo' });
  await expect(photoForm.getByText('IMG_0420.jpg uploaded')).toBeVisible();
  await photoForm.getByRole('textbox', { name: 'Caption' }).fill('Copper supply before drywall');
  await photoForm.getByRole('checkbox', { name: /^Behind the walls/ }).check();
  await photoForm.getByRole('button', { name: 'Add Photo' }).click();
  await expect(toast(page, 'Photo added successfully')).toBeVisible();
  const tile = page.getByRole('listitem', { name: 'Copper supply before drywall' });
  await expect(tile.getByText('Behind the walls')).toBeVisible();
  const thumbnail = tile.getByRole('img', { name: 'Copper supply before drywall' });
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  // The stack's clock moves to 33 days before the end: the sweep mails the 60-day reminder.
  await expect
    .poll(() => warrantyMailsTo(stack.url, dana.email, plusDays(today, 7)), { timeout: 30_000 })
    .toContain('Warranty ends in 33 days: Bosch dishwasher');
  await page.goto(`/inbox?to=${encodeURIComponent(dana.email)}`);
  await expect(
    page.getByRole('heading', { name: 'Warranty ends in 33 days: Bosch dishwasher' }),
  ).toBeVisible();
  await expect(page.getByText('claim before then: Bosch service, 800-944-2904.')).toBeVisible();
});
