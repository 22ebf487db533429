import { readFile } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { EMPTY_RECEIPT_SCAN, MAX_UPLOAD_BYTES } from '@reno/domain';
import { expect } from './fixtures';
import { noisyPhotoPng } from './receipt-files';
import { toast } from './mui';
import { checkScreen } from './screens';

// Steps of the 'receipts you can use' journeys, shared by the desktop and the phone one.

/**
 * These journeys' photo is random noise, not a receipt: reading its 4 megapixels would keep the local
 * engine busy for half a minute and hold up other journeys' scans. Scans are answered 'nothing found'
 * here; the receipt-scan journeys read real receipts with the real engine.
 */
export async function answerScansWithNothing(page: Page): Promise<void> {
  await page.route(/\/receipts\/scan$/, (route) => route.fulfill({ json: EMPTY_RECEIPT_SCAN }));
}

/**
 * A 12 MB photo picked in the expense form is re-encoded in the browser: the upload asked for is a
 * JPEG under 10 MB, the stored object is that JPEG, and the picture keeps its aspect ratio.
 */
export async function uploadOversizedPhoto(page: Page, form: Locator): Promise<void> {
  const photo = noisyPhotoPng({ width: 2400, height: 1700 });
  expect(photo.length).toBeGreaterThan(12_000_000);
  const ticketRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/uploads'),
    // Decoding and re-encoding 4 megapixels takes seconds on a busy two-core runner.
    { timeout: 60_000 },
  );
  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: photo });
  await expect(form.getByText('Making IMG_2041.png smaller than 10 MB…')).toBeVisible();
  const ticket = (await ticketRequest).postDataJSON() as {
    fileName: string;
    contentType: string;
    size: number;
  };
  expect(ticket).toMatchObject({ fileName: 'IMG_2041.jpg', contentType: 'image/jpeg' });
  expect(ticket.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);

  const preview = form.getByRole('img', { name: 'Receipt preview' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const [width, height] = await preview.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(width! / height!).toBeCloseTo(2400 / 1700, 2);
  const stored = await page.request.get((await preview.getAttribute('src'))!);
  const bytes = await stored.body();
  expect(bytes.length).toBe(ticket.size);
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // a JPEG
}

/** On a phone the expense form opens on the camera: 'Add receipt photo' above every typed field. */
export async function expectReceiptFirst(form: Locator): Promise<void> {
  const camera = form.getByLabel('Add receipt photo');
  await expect(camera).toHaveAttribute('capture', 'environment');
  const cameraButton = form.locator('label').filter({ hasText: 'Add receipt photo' });
  await expect(cameraButton).toBeInViewport();
  const cameraTop = (await cameraButton.boundingBox())!.y;
  const descriptionTop = (await form.getByRole('textbox', { name: 'Description' }).boundingBox())!.y;
  expect(cameraTop).toBeLessThan(descriptionTop);
  await expect(form.getByLabel('Choose a receipt file')).toHaveAttribute('accept', /application\/pdf/);
}

/**
 * Opens a saved receipt from the Expense Details dialog: full screen, with zoom for an image, and a
 * download that saves the very bytes stored. Returns to the details dialog.
 */
export async function viewReceiptFullScreen(
  page: Page,
  testInfo: TestInfo,
  details: Locator,
  { title, pdf, bytes, fileName }: { title: string; pdf: boolean; bytes?: Buffer; fileName: RegExp },
): Promise<void> {
  await details.getByRole('button', { name: pdf ? 'View PDF' : title }).click();
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await viewer.boundingBox())!;
  expect([box.width, box.height]).toEqual([viewport.width, viewport.height]); // the whole screen

  let signedUrl: string;
  if (pdf) {
    const document = viewer.locator('object[type="application/pdf"]');
    signedUrl = (await document.getAttribute('data'))!;
  } else {
    const image = viewer.getByRole('img', { name: title });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    signedUrl = (await image.getAttribute('src'))!;
    const fitWidth = (await image.boundingBox())!.width;
    const zoom = viewer.getByRole('group', { name: 'Zoom' });
    await zoom.getByRole('button', { name: 'Zoom in' }).click();
    await zoom.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom).toContainText('200%');
    await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(fitWidth * 1.5);
  }
  await checkScreen(page, testInfo, pdf ? 'receipt-viewer-pdf' : 'receipt-viewer-image');
  const served = await page.request.get(signedUrl);
  expect(served.status()).toBe(200);
  if (bytes) expect(Buffer.from(await served.body()).equals(bytes)).toBe(true);

  const downloading = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(fileName);
  const saved = await readFile((await download.path())!);
  expect(saved.equals(Buffer.from(await served.body()))).toBe(true);

  await viewer.getByRole('button', { name: 'Close receipt' }).click();
  await expect(viewer).toBeHidden();
  await expect(details).toBeVisible();
}

/**
 * An amount larger than the remaining budget is asked about inside the form (no browser dialog) before
 * anything is saved; 'Save anyway' then saves it.
 */
export async function confirmOverBudget(
  page: Page,
  testInfo: TestInfo,
  form: Locator,
  expected: string,
): Promise<void> {
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/expenses'))
      saves.push(request.url());
  });
  await form.getByRole('button', { name: 'Add Expense' }).click();
  const question = form.getByRole('alert').filter({ hasText: 'Over budget' });
  await expect(question).toContainText(expected);
  await expect(question.getByRole('button', { name: 'Save anyway' })).toBeFocused();
  await checkScreen(page, testInfo, 'expense-form-over-budget');
  expect(saves).toHaveLength(0);
  await question.getByRole('button', { name: 'Save anyway' }).click();
  await expect(toast(page, 'Expense added')).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(browserDialogs).toEqual([]);
}
