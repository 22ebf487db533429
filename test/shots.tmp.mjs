import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5300';
const password = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [label, viewport] of [['desk', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  const shot = async (name) => { await page.waitForTimeout(2000); await page.screenshot({ path: `/tmp/shots/${label}_${name}.png`, fullPage: true }); };
  await page.goto(`${base}/login`);
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email' }).fill('demo@example.com');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/dashboard/, { timeout: 30000 });
  await shot('dashboard');
  await page.goto(`${base}/homes`);
  await page.waitForTimeout(1500);
  const items = page.getByRole('button', { name: /^Items in / }).first();
  if (await items.count()) await items.click();
  await shot('homes');
  const basis = page.getByRole('link', { name: /^Cost basis of / }).first();
  if (await basis.count()) { await basis.click(); await page.waitForURL(/basis/); await shot('basis'); }
  await page.goto(`${base}/household`);
  await shot('household');
  await page.goto(`${base}/expenses`);
  await page.waitForTimeout(1500);
  await page.getByRole('row').nth(1).click().catch(() => {});
  await page.getByText('Shaker cabinets').first().click().catch(() => {});
  await shot('expense-details');
  await page.close();
}
await browser.close();
