// Renders the demo kitchen's receipt (local/assets/demo-receipt.png) with Chromium: the cabinet
// order of the demo's "Shaker cabinets" expense, whose amount and date (DEMO_RECEIPT) it prints.
//   node --import tsx bench/receipts/render-demo-receipt.ts   (from test/)
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { DEMO_RECEIPT } from '@reno/local';

const output = fileURLToPath(new URL('../../../local/assets/demo-receipt.png', import.meta.url));
const [year, month, day] = DEMO_RECEIPT.date.split('-');

const lines = [
  '       CASCADE HOME CENTER',
  '    1420 Harbor Way, Unit 3',
  '       Store #0417  Tel 555-0142',
  '',
  `${month}/${day}/${year}  14:32      REG 04  TRN 8823`,
  '-'.repeat(42),
  'SHAKER WALL CAB 30x36 WHT   4 @ 289.00',
  '                                1,156.00',
  'SHAKER BASE CAB 24 WHT      5 @ 342.00',
  '                                1,710.00',
  'SINK BASE CAB 36 WHT        1 @ 398.00',
  '                                  398.00',
  'DRAWER BASE 3DR 18 WHT      2 @ 376.00',
  '                                  752.00',
  'FILLER STRIP 3x96 WHT       3 @  24.00',
  '                                   72.00',
  'SOFT-CLOSE HINGE 2PK       12 @   9.50',
  '                                  114.00',
  'CROWN MOULDING 8FT WHT      4 @  38.50',
  '                                  154.00',
  '-'.repeat(42),
  'SUBTOTAL                        4,356.00',
  'HST 13%                           566.28',
  'CABINET ORDER DISCOUNT            -72.28',
  '-'.repeat(42),
  `TOTAL                      USD  ${DEMO_RECEIPT.amount.replace(/\B(?=(\d{3})+\.)/g, ',')}`,
  '',
  'VISA ************4417         4,850.00',
  'AUTH 093311',
  '',
  '    Special order - delivery in 2 weeks',
  '      Keep this receipt for returns',
];

const html = `<!doctype html><html><body style="margin:0"><pre id="receipt" style="margin:0;padding:20px 24px 28px;
  width:480px;background:#fff;color:#111;font:17px/21px 'DejaVu Sans Mono',monospace">${lines.join('\n')}</pre></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await page.setContent(html);
  await page.locator('#receipt').screenshot({ path: output, type: 'png' });
  console.log(`wrote ${output}`);
} finally {
  await browser.close();
}
