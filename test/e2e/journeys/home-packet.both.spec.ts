import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { signInNewUser } from '../support/accounts';
import { addPhoto, apiSend, selectedProjectId } from '../support/api';
import { expect, test } from '../support/fixtures';
import { navigateTo } from '../support/mui';
import { recordLayoutShifts } from '../support/screen-stability';
import { checkScreen } from '../support/screens';

// Desktop and phone (issue 53 item 7): the owner makes the home packet from the Homes screen and downloads
// it, makes a share link with amounts hidden, a signed-out visitor reads the page (no amount, the kitchen's
// photo by its thumbnail, nothing off a phone's edge, noindex), the owner sees the visit and revokes the
// link, and the page says it is gone.
test('home packet: make and download it, share a link, open it signed out, revoke it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await signInNewUser(page, testInfo);
  const projectId = await selectedProjectId(page);
  const expense = await apiSend(page, 'POST', '/api/expenses', {
    projectId,
    description: 'Gas range',
    amount: '1234.56',
    category: 'materials',
    paymentMethod: 'credit_card',
    date: '2026-10-12',
  });
  const kitchen = await apiSend(page, 'POST', '/api/rooms', { homeId: 1, name: 'Kitchen' });
  await apiSend(page, 'POST', '/api/items', {
    roomId: kitchen.id,
    kind: 'appliance',
    name: 'Range',
    brand: 'Bosch',
    model: 'HGI8056UC',
    serial: 'FD9804-112233',
    expenseIds: [expense.id],
  });

  await navigateTo(page, 'Homes', phone);
  const home = page.getByRole('list', { name: 'Homes' }).getByRole('listitem', { name: 'Our home' });
  await home.getByRole('button', { name: 'Home packet of Our home' }).click();
  const packet = page.getByRole('dialog', { name: 'Home packet' });
  await packet.getByRole('checkbox', { name: 'Include the cost basis' }).check();
  await packet.getByRole('button', { name: 'Make the packet' }).click();
  const download = packet.getByRole('link', { name: 'Download' });
  await expect(download).toBeVisible();
  await expect(
    packet.getByText('Holds home-packet.pdf and no stored documents, receipts or photos.'),
  ).toBeVisible();
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^Our home home packet \d{4}-\d{2}-\d{2}\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile(await file.path())));
  expect(Object.keys(archive)).toEqual(['home-packet.pdf']);
  expect(strFromU8(archive['home-packet.pdf']!.subarray(0, 5))).toBe('%PDF-');
  await packet.getByRole('button', { name: 'Close' }).click();
  await expect(packet).toBeHidden();

  // A photo of the kitchen, added after the packet was made (setup through the API, as the browser uploads).
  await addPhoto(page, kitchen.id, { takenOn: '2026-10-12', caption: 'Range fitted' });

  await home.getByRole('button', { name: 'Share Our home' }).click();
  const share = page.getByRole('dialog', { name: 'Share the home packet' });
  await expect(share.getByText('No share links.')).toBeVisible();
  await share.getByRole('button', { name: 'Make a share link' }).click();
  const address = await share.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(address).toMatch(/\/shared\/home\/[\w-]{43}$/);
  const links = share.getByRole('list', { name: 'Share links' });
  await expect(links).toContainText('amounts hidden · 0 visits');
  await checkScreen(page, testInfo, 'home-share');

  const visitor = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    hasTouch: testInfo.project.use.hasTouch,
    isMobile: testInfo.project.use.isMobile,
  });
  await recordLayoutShifts(visitor);
  try {
    const visit = await visitor.newPage();
    await visit.goto(address);
    await expect(visit.getByRole('heading', { name: 'Our home', level: 1 })).toBeVisible();
    await expect(visit.getByText('Range · Bosch · model HGI8056UC · serial FD9804-112233')).toBeVisible();
    await expect(visit.getByText('Amounts are not shown.', { exact: false })).toBeVisible();
    await expect(visit.getByRole('main')).not.toContainText('1,234.56');
    await expect(visit.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const photo = visit
      .getByRole('list', { name: 'Photos of Kitchen' })
      .getByRole('img', { name: 'Range fitted' });
    await photo.scrollIntoViewIfNeeded(); // thumbnails load lazily
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await checkScreen(visit, testInfo, 'shared-home');

    // The owner sees the visit, then revokes the link.
    await share.getByRole('button', { name: 'Close' }).click();
    await expect(share).toBeHidden();
    await home.getByRole('button', { name: 'Share Our home' }).click();
    await expect(links).toContainText('amounts hidden · 1 visit, the last');
    await links.getByRole('button', { name: /^Revoke the link made / }).click();
    await expect(share.getByText('No share links.')).toBeVisible();

    await visit.reload();
    await expect(visit.getByText('This share link has expired or was revoked')).toBeVisible();
  } finally {
    await visitor.close();
  }
});
