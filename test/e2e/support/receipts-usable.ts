import type { Locator, Page } from '@playwright/test';
import { MAX_UPLOAD_BYTES } from '@reno/domain';
import { expect } from './fixtures';
import { noisyPhotoPng } from './receipt-files';

// Steps of the 'receipts you can use' journeys, shared by the desktop and the phone one.

/**
 * A 12 MB photo picked in the expense form is re-encoded in the browser: the upload asked for is a
 * JPEG under 10 MB, the stored object is that JPEG, and the picture keeps its aspect ratio.
 */
export async function uploadOversizedPhoto(page: Page, form: Locator): Promise<void> {
  const photo = noisyPhotoPng({ width: 2400, height: 1700 });
  expect(photo.length).toBeGreaterThan(12_000_000);
  const ticketRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/uploads'),
  );
  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: photo });
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
