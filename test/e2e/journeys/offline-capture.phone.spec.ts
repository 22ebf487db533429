import type { Page, TestInfo } from '@playwright/test';
import { signInNewUser } from '../support/accounts';
import { apiSend, browserIdToken, createExpenses, type ExpenseRecord } from '../support/api';
import { openAddExpense } from '../support/expenses';
import { expect, test } from '../support/fixtures';
import { choose, toast } from '../support/mui';
import {
  offlineCopies,
  openLogOut,
  outboxDescriptions,
  type ProfileBrowser,
  waitForOfflineCopy,
  waitForServiceWorker,
  withProfileBrowser,
  browseWithExpense,
} from '../support/offline';
import { receiptPng } from '../support/receipt-files';
import { checkScreen } from '../support/screens';

/** A new account with the project 'Cabin Porch', signed up in `browser`: its page and the project's id. */
async function signedUpOnPorch(browser: ProfileBrowser, testInfo: TestInfo) {
  const page = await browser.open();
  const { projectId } = await signInNewUser(page, testInfo, {
    project: { name: 'Cabin Porch', budget: '8000' },
    at: null,
  });
  return { page, projectId: projectId! };
}

/** The project's expenses as the API has them. */
async function serverExpenses(page: Page, projectId: number) {
  const response = await page.request.get(`/api/expenses?projectId=${projectId}&pageSize=100`, {
    headers: { authorization: `Bearer ${await browserIdToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { expenses: { description: string; imageUrl: string | null }[] })
    .expenses;
}

/** Adds an expense with a receipt photo through the form while offline: it goes into the outbox. */
async function addExpenseOffline(page: Page, description: string): Promise<void> {
  const dialog = await openAddExpense(page);
  await dialog.getByLabel('Choose a receipt file').setInputFiles({
    name: 'porch-receipt.png',
    mimeType: 'image/png',
    buffer: receiptPng(),
  });
  await expect(dialog.getByText('Uploads when this expense syncs')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('84.20');
  await choose(page, dialog, 'Category', 'Materials');
  await choose(page, dialog, 'Payment Method', 'Cash');
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Signed in online with the expenses screen seen and kept for offline use; then the connection goes. */
async function goOfflineOnExpenses(browser: ProfileBrowser, page: Page): Promise<void> {
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForOfflineCopy(page, ['"list"']);
  await browser.context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline — showing what you saw at/)).toBeVisible();
}

const waitingList = (page: Page) => page.getByRole('list', { name: 'Waiting to sync' });

// Runs in the 'phone' project only: 390 × 844, touch (issue 40's journeys).

test('signed in once online, the dashboard and the expenses open offline from what was last seen', async ({
  stack,
}, testInfo) => {
  await withProfileBrowser(testInfo, stack.url, async (browser) => {
    const { page } = await signedUpOnPorch(browser, testInfo);
    await browseWithExpense(page, 'Cabin Porch', 'Cedar decking');

    await browser.context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cabin Porch', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /^Offline — showing what you saw at \d\d:\d\d$/ }),
    ).toBeVisible();
    await page.goto('/expenses');
    await expect(page.getByRole('main').getByText('Cedar decking')).toBeVisible();
    await expect(page.getByText(/^Offline — showing what you saw at/)).toBeVisible();
    await checkScreen(page, testInfo, 'offline-banner', { docs: true });
  });
});

/**
 * A room's photo taken through the camera input without a connection (issue 53): it waits on this device,
 * shown in its room, and once the connection is back it is uploaded and shows among the room's photos once.
 */
async function photoTakenOffline(browser: ProfileBrowser, page: Page): Promise<void> {
  const kitchen = await apiSend(page, 'POST', '/api/rooms', { homeId: 1, name: 'Kitchen' });
  await page.goto('/homes');
  await page.getByRole('button', { name: 'Photos of Kitchen' }).click();
  await expect(page.getByText('No photos yet')).toBeVisible();
  // The Homes screen, the room's photos and the photo form (loaded with them) are kept for offline use.
  await waitForServiceWorker(page);
  await browser.context.setOffline(true);

  await page.getByLabel('Add photo to Kitchen').setInputFiles({
    name: 'IMG_0601.png',
    mimeType: 'image/png',
    buffer: receiptPng(),
  });
  const form = page.getByRole('dialog', { name: 'Add Photo' });
  await expect(form.getByText('IMG_0601.png is kept on this device')).toBeVisible();
  await form.getByRole('textbox', { name: 'Caption' }).fill('Porch wiring');
  await form.getByRole('button', { name: 'Add Photo' }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Waiting to upload' });
  await expect(waiting.getByRole('listitem', { name: 'Porch wiring' })).toContainText('Waiting to upload');

  await browser.context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('listitem', { name: 'Porch wiring' })).toHaveCount(1);
  const photos = await page.request.get(`/api/photos?roomId=${kitchen.id}`, {
    headers: { authorization: `Bearer ${await browserIdToken(page)}` },
  });
  expect(((await photos.json()) as { caption: string }[]).map((photo) => photo.caption)).toEqual([
    'Porch wiring',
  ]);
}

test("an expense with a photo added offline waits through a closed page, then syncs exactly once; so does a room's photo", async ({
  stack,
}, testInfo) => {
  await withProfileBrowser(testInfo, stack.url, async (browser) => {
    const { page, projectId } = await signedUpOnPorch(browser, testInfo);
    await goOfflineOnExpenses(browser, page);
    await addExpenseOffline(page, 'Porch light');
    await expect(waitingList(page).getByText('Porch light')).toBeVisible();

    // The tab is closed and opened again, still offline: the expense still waits, its photo with it.
    const reopened = await browser.reopenPage();
    await reopened.goto('/expenses');
    await expect(waitingList(reopened).getByText('Porch light')).toBeVisible();
    await expect(waitingList(reopened).getByText('Waiting to sync')).toBeVisible();
    await expect(waitingList(reopened)).toContainText('with receipt');

    await browser.context.setOffline(false);
    await expect(waitingList(reopened)).toBeHidden({ timeout: 30_000 });
    await expect(reopened.getByRole('main').getByText('Porch light')).toBeVisible();
    const saved = await serverExpenses(reopened, projectId);
    expect(saved.map((expense) => expense.description)).toEqual(['Porch light']);
    expect(saved[0]!.imageUrl).toMatch(/porch-receipt\.png$/);
    // Its receipt is viewable: the API signs it and the bucket serves it.
    const authorization = `Bearer ${await browserIdToken(reopened)}`;
    const signed = await reopened.request.post('/api/signed-url', {
      headers: { authorization },
      data: { s3Key: saved[0]!.imageUrl },
    });
    expect(signed.status()).toBe(200);
    const receipt = await reopened.request.get(((await signed.json()) as { signedUrl: string }).signedUrl);
    expect(receipt.status()).toBe(200);

    await photoTakenOffline(browser, reopened);
  });
});

test('a Free account at its limit: the synced expense is refused and stays waiting with the limit message; signing out asks first', async ({
  stack,
}, testInfo) => {
  await withProfileBrowser(testInfo, stack.url, async (browser) => {
    const { page, projectId } = await signedUpOnPorch(browser, testInfo);
    const five: ExpenseRecord[] = ['Nails', 'Screws', 'Primer', 'Caulk', 'Tape'].map((description) => ({
      description,
      amount: '5',
      category: 'Materials',
      paymentMethod: 'Cash',
      date: '2026-05-02',
    }));
    await createExpenses(page, projectId, five);
    await goOfflineOnExpenses(browser, page);
    await addExpenseOffline(page, 'Sixth purchase');

    await browser.context.setOffline(false);
    const waiting = waitingList(page);
    await expect(waiting.getByText(/Not synced: You've reached the limit of 5 expenses/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(waiting.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Discard' })).toBeVisible();
    expect(await serverExpenses(page, projectId)).toHaveLength(5);

    // Signing out would delete it: the app asks first. Staying keeps it.
    await openLogOut(page);
    const ask = page.getByRole('dialog', { name: '1 expense has not synced' });
    await ask.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(ask).toBeHidden();
    expect(await outboxDescriptions(page)).toEqual(['Sixth purchase']);
    // Signing out anyway deletes the waiting expense and the copy kept for offline use.
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await ask.getByRole('button', { name: 'Sign out anyway' }).click();
    await expect(page.getByRole('link', { name: 'Start Your First Project' })).toBeVisible();
    expect(await outboxDescriptions(page)).toEqual([]);
    expect(await offlineCopies(page)).toEqual([]);
  });
});
