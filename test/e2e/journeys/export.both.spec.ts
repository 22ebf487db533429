import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { keepSignedIn, signInNewUser } from '../support/accounts';
import { browserIdToken, selectedProjectId } from '../support/api';
import { expect, test } from '../support/fixtures';
import { checkScreen } from '../support/screens';

const EXPORT_POLL = /\/api\/exports\/[^/?]+$/;

interface DemoExpense {
  id: number;
  date: string;
  description: string;
  amount: string;
  imageUrl: string | null;
}

/**
 * Holds the web's polls of an export until the returned function is called, so a screen can be checked
 * while the dialog still shows the export running (the demo's worker is done within a second).
 */
async function holdExportPolls(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(EXPORT_POLL, async (route) => {
    if (route.request().method() === 'GET') await released;
    await route.continue().catch(() => {}); // the page may have moved on
  });
  return async () => {
    release();
    await page.unroute(EXPORT_POLL);
  };
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { authorization: `Bearer ${await browserIdToken(page)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The stored object a record's key names, as the app fetches it: through a signed URL. */
async function storedFile(page: Page, key: string): Promise<Buffer> {
  const signed = await page.request.post('/api/signed-url', {
    headers: { authorization: `Bearer ${await browserIdToken(page)}` },
    data: { s3Key: key },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const { signedUrl } = (await signed.json()) as { signedUrl: string };
  return (await page.request.get(signedUrl)).body();
}

test('export the demo project from the dashboard and open the downloaded archive', async ({
  page,
  stack,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await keepSignedIn(page, stack.demo.email, stack.demo.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Kitchen Remodel', level: 1 })).toBeVisible();

  const releasePolls = await holdExportPolls(page);
  await page.getByRole('main').getByRole('button', { name: 'Export project records' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export project records' });
  await expect(dialog.getByRole('status')).toHaveText('Building the archive.');
  await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  if (phone) {
    // Full screen, like the app's other dialogs on a phone.
    expect((await dialog.boundingBox())?.width).toBe(page.viewportSize()!.width);
  }
  await checkScreen(page, testInfo, 'export-running');
  await releasePolls();

  const download = dialog.getByRole('link', { name: 'Download' });
  await expect(download).toBeVisible();
  await expect(download).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveText('Your archive is ready.');
  await expect(
    dialog.getByText(
      /^Holds expenses\.csv, estimates\.csv, milestones\.csv, contractors\.csv, payments\.csv, summary\.pdf, the home's record and cost basis \(home\/\) and /,
    ),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'export-ready');

  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^Kitchen Remodel records \d{4}-\d{2}-\d{2}\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile(await file.path())));
  const names = Object.keys(archive);
  expect(names).toEqual(
    expect.arrayContaining([
      'expenses.csv',
      'estimates.csv',
      'milestones.csv',
      'contractors.csv',
      'summary.pdf',
      'home/rooms.csv',
      'home/items.csv',
      'home/warranties.csv',
      'home/maintenance.csv',
      'home/cost-basis.csv',
      'home/cost-basis.pdf',
    ]),
  );
  expect(strFromU8(archive['summary.pdf']!.subarray(0, 5))).toBe('%PDF-');
  // The demo kitchen's range, with its model and its warranty.
  expect(strFromU8(archive['home/items.csv']!)).toContain(
    ',appliance,Gas range,Bosch,HGI8056UC,FD9904 00123,',
  );
  expect(strFromU8(archive['home/warranties.csv']!)).toMatch(/,Gas range,\d{4}-\d{2}-\d{2},12,/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Every expense of the demo project, once, with its amount.
  const projectId = await selectedProjectId(page);
  const { expenses, totalCount } = await apiGet<{ expenses: DemoExpense[]; totalCount: number }>(
    page,
    `/api/expenses?projectId=${projectId}&pageSize=100`,
  );
  expect(totalCount).toBe(expenses.length);
  const rows = strFromU8(archive['expenses.csv']!)
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1);
  expect(rows).toHaveLength(expenses.length);
  for (const expense of expenses) {
    const matching = rows.filter(
      (row) =>
        row.startsWith(`${expense.date},`) &&
        row.includes(expense.description) &&
        row.includes(expense.amount),
    );
    expect(matching, `${expense.description} ${expense.amount}`).toHaveLength(1);
  }

  // The demo receipt, readably named, byte for byte as stored.
  const withReceipt = expenses.filter((expense) => expense.imageUrl);
  expect(withReceipt.length).toBeGreaterThan(0);
  for (const expense of withReceipt) {
    const name = names.find(
      (candidate) =>
        candidate.startsWith(`receipts/${expense.date} `) && candidate.includes(` #${expense.id}.`),
    );
    expect(name, `the receipt of ${expense.description}`).toBeDefined();
    expect(Buffer.from(archive[name!]!).equals(await storedFile(page, expense.imageUrl!))).toBe(true);
  }
});

test('cancel an export from a project card', async ({ page }, testInfo) => {
  await signInNewUser(page, testInfo, { project: { name: 'Porch Repair', budget: '5000' }, at: '/projects' });
  const card = page.getByRole('article', { name: 'Porch Repair' });

  // The dialog keeps showing the export running: the cancel must come from there, whatever the worker does.
  const releasePolls = await holdExportPolls(page);
  const started = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/export'),
  );
  await card.getByRole('button', { name: 'Export project records' }).click();
  const job = (await (await started).json()) as { id: string; status: string };
  expect((await started).status()).toBe(202);
  const dialog = page.getByRole('dialog', { name: 'Export project records' });
  await expect(dialog.getByRole('status')).toHaveText('Building the archive.');

  const cancelled = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && response.url().endsWith(`/api/exports/${job.id}`),
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await cancelled).status()).toBe(204);
  await expect(dialog).toBeHidden();
  await releasePolls();

  // Cancelled while running, or (had the worker already finished) forgotten with its archive.
  const after = await page.request.get(`/api/exports/${job.id}`, {
    headers: { authorization: `Bearer ${await browserIdToken(page)}` },
  });
  if (after.status() === 200) expect(((await after.json()) as { status: string }).status).toBe('cancelled');
  else expect(after.status()).toBe(404);

  // Nothing polls once the dialog is closed.
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && EXPORT_POLL.test(request.url())) polls.push(request.url());
  });
  await page.waitForTimeout(2500);
  expect(polls).toEqual([]);
});
