// Generates the receipt corpus of test/fixtures/receipts: HTML receipts rendered by Chromium (varied stores,
// fonts, layouts, widths, totals with and without '$', US and ISO dates, slight rotation and noise), saved as
// JPEG, PNG or one-page PDF, with truth.json beside them. Seeded, so a rerun writes the same receipts.
//   node --import tsx bench/receipts/generate-corpus.ts   (from test/)
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CORPUS_DIR, type ReceiptTruth } from './corpus';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const COUNT = 44;

/** mulberry32: a small seeded generator, so the corpus is reproducible. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const STORES = [
  { name: 'Home Depot', items: ['2x4x8 STUD', 'DRYWALL 1/2 4X8', 'JOINT COMPOUND', 'WOOD SCREWS 1LB'] },
  { name: "Lowe's Home Improvement", items: ['VINYL PLANK CASE', 'UNDERLAYMENT', 'TRANSITION STRIP'] },
  { name: 'Ace Hardware', items: ['PAINTER TAPE', 'CAULK WHITE', 'HINGE 3.5IN', 'DRILL BIT SET'] },
  { name: 'Riverside Lumber Co.', items: ['PT 2X6X12', 'PLYWOOD 3/4', 'DECK SCREWS'] },
  { name: 'City of Springfield Permit Office', items: ['BUILDING PERMIT', 'PLAN REVIEW FEE'] },
  { name: 'Harbor Freight Tools', items: ['ORBITAL SANDER', 'CLAMP SET', 'TOOL BAG'] },
  { name: 'Sunbelt Equipment Rentals', items: ['FLOOR SANDER 1 DAY', 'DUMPSTER 10 YD'] },
  { name: 'Sherwin-Williams Paint', items: ['EMERALD INT GAL', 'PRIMER 5 GAL', 'ROLLER COVERS'] },
  { name: 'Floor & Decor', items: ['PORCELAIN TILE', 'THINSET 50LB', 'GROUT SANDED'] },
  { name: 'Valley Plumbing Supply', items: ['PEX 1/2 100FT', 'SHARKBITE TEE', 'SHUTOFF VALVE'] },
  { name: 'Metro Electric Supply', items: ['ROMEX 12/2 250', 'GFCI OUTLET', 'WIRE NUTS'] },
  { name: 'Granite Depot', items: ['QUARTZ REMNANT', 'SEALER'] },
  { name: "Bob's Handyman Services", items: ['LABOR 4 HRS', 'TRIP CHARGE'] },
  { name: 'County Building Department', items: ['ELECTRICAL PERMIT', 'INSPECTION FEE'] },
  { name: 'Northern Tool', items: ['WET TILE SAW', 'SAW BLADE'] },
  { name: 'Cabinet World', items: ['BASE CABINET 24', 'WALL CABINET 30'] },
  { name: 'Main Street Glass', items: ['SHOWER DOOR', 'INSTALL KIT'] },
  { name: 'Brick & Stone Yard', items: ['PAVERS PALLET', 'POLYMERIC SAND'] },
  { name: 'Menards', items: ['INSULATION R13', 'VAPOR BARRIER', 'STAPLES'] },
  { name: 'Green Valley Hardware', items: ['OUTLET COVERS', 'LIGHT SWITCH', 'ANCHORS'] },
  { name: 'Precision Tile Outlet', items: ['SUBWAY TILE', 'MOSAIC SHEET', 'TILE SPACERS'] },
  { name: 'Summit Appliance Center', items: ['RANGE HOOD', 'DISHWASHER'] },
] as const;

const FONTS = [
  "'DejaVu Sans Mono', monospace",
  "'Liberation Mono', monospace",
  "'DejaVu Sans', sans-serif",
  "'Liberation Sans', sans-serif",
  "'Liberation Serif', serif",
  "'Liberation Sans Narrow', sans-serif",
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');
/** How a receipt prints its date: US and ISO forms. */
const DATE_STYLES: ((y: number, m: number, d: number) => string)[] = [
  (y, m, d) => `${pad(m)}/${pad(d)}/${y}`,
  (y, m, d) => `${m}/${d}/${String(y).slice(2)}`,
  (y, m, d) => `${y}-${pad(m)}-${pad(d)}`,
  (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}`,
  (y, m, d) => `${pad(m)}-${pad(d)}-${y}`,
  (y, m, d) => `${d} ${MONTHS[m - 1]} ${y}`,
];
const TOTAL_LABELS = ['TOTAL', 'Total', 'TOTAL DUE', 'Amount Due', 'GRAND TOTAL', 'Balance Due'];
const money = (cents: number, sign: boolean) =>
  `${sign ? '$' : ''}${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

interface Receipt {
  truth: ReceiptTruth;
  html: string;
  width: number;
  format: 'jpg' | 'png' | 'pdf';
}

function makeReceipt(index: number): Receipt {
  const random = seeded(1000 + index);
  const store = STORES[index % STORES.length]!;
  const font = random.pick(FONTS);
  const width = random.int(300, 440);
  const fontSize = random.int(15, 18);
  const sign = random.next() < 0.6;
  const upper = random.next() < 0.5;
  const format = index % 11 === 10 ? 'pdf' : index % 3 === 0 ? 'png' : 'jpg';
  const rotation = format === 'pdf' ? 0 : (random.next() - 0.5) * 2.4;
  const noise = format === 'jpg' ? random.next() * 0.12 : 0;
  // PNGs get a few specks of dust instead of a noise texture, which PNG cannot compress.
  const specks =
    format === 'png'
      ? Array.from(
          { length: random.int(15, 40) },
          () =>
            `<i style="position:absolute;left:${random.int(0, 100)}%;top:${random.int(0, 100)}%;width:${random.int(1, 3)}px;height:${random.int(1, 3)}px;background:#444"></i>`,
        ).join('')
      : '';

  const [year, month, day] = [random.pick([2024, 2025, 2026]), random.int(1, 12), random.int(1, 28)];
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const printedDate = random.pick(DATE_STYLES)(year, month, day);
  const lines = Array.from({ length: random.int(2, 5) }, () => ({
    name: random.pick(store.items),
    cents: random.int(199, 45_000),
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.cents, 0);
  const tax = Math.round(subtotal * random.pick([0, 0.0625, 0.08, 0.0725]));
  const total = subtotal + tax;
  const paidCash = random.next() < 0.3;
  const tendered = paidCash ? Math.ceil(total / 2000) * 2000 : total;

  const row = (label: string, value: string, strong = false) =>
    `<div class="row${strong ? ' strong' : ''}"><span>${label}</span><span>${value}</span></div>`;
  const header = upper ? store.name.toUpperCase() : store.name;
  const html = `<!doctype html><html><head><style>
    body { margin: 0; background: #fff; }
    .paper { width: ${width}px; padding: 22px 20px 28px; background: #fdfdf8; color: #1a1a1a;
      font: ${fontSize}px/1.45 ${font}; transform: rotate(${rotation.toFixed(2)}deg); transform-origin: center;
      position: relative; margin: 14px; }
    .center { text-align: center; } .name { font-size: 1.3em; font-weight: bold; }
    .row { display: flex; justify-content: space-between; gap: 12px; } .strong { font-weight: bold; font-size: 1.1em; }
    hr { border: 0; border-top: 1px dashed #555; }
    .noise { position: absolute; inset: 0; opacity: ${noise.toFixed(2)}; pointer-events: none;
      background-image: url("data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='160' height='160'><filter id='n'><feTurbulence type='fractalNoise' baseFrequency='0.9' numOctaves='2' seed='${index}'/></filter><rect width='160' height='160' filter='url(%23n)'/></svg>"); }
  </style></head><body><div class="paper" id="receipt">
    <div class="center name">${header}</div>
    <div class="center">${random.int(10, 9999)} ${random.pick(['Main St', 'Harbor Way', 'Oak Ave', 'Route 9'])}</div>
    <div class="center">Tel (555) ${random.int(200, 999)}-${random.int(1000, 9999)}</div>
    <hr>
    ${random.next() < 0.5 ? row(`Date: ${printedDate}`, `${pad(random.int(7, 20))}:${pad(random.int(0, 59))}`) : row(printedDate, `Store #${random.int(10, 999)}`)}
    <hr>
    ${lines.map((line) => row(line.name, money(line.cents, sign))).join('\n')}
    <hr>
    ${row(upper ? 'SUBTOTAL' : 'Subtotal', money(subtotal, sign))}
    ${row(upper ? 'SALES TAX' : 'Sales tax', money(tax, sign))}
    ${row(random.pick(TOTAL_LABELS), money(total, sign), true)}
    ${paidCash ? row('CASH', money(tendered, sign)) + row('CHANGE', money(tendered - total, sign)) : row(`VISA ****${random.int(1000, 9999)}`, money(total, sign))}
    <hr>
    <div class="center">${random.pick(['Thank you for shopping!', 'Returns within 90 days with receipt', 'Have a great day'])}</div>
    <div class="noise"></div>${specks}
  </div></body></html>`;
  const file = `receipt-${String(index + 1).padStart(2, '0')}.${format}`;
  return {
    truth: { file, amount: (total / 100).toFixed(2), date, vendor: store.name },
    html,
    width,
    format,
  };
}

mkdirSync(CORPUS_DIR, { recursive: true });
for (const old of readdirSync(CORPUS_DIR)) {
  if (/^receipt-\d+\.(jpg|png|pdf)$/.test(old)) rmSync(`${CORPUS_DIR}/${old}`);
}
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const truths: ReceiptTruth[] = [];
  for (let index = 0; index < COUNT; index += 1) {
    const receipt = makeReceipt(index);
    await page.setContent(receipt.html);
    const path = `${CORPUS_DIR}/${receipt.truth.file}`;
    if (receipt.format === 'pdf') {
      const height = await page.locator('#receipt').evaluate((element) => element.scrollHeight + 40);
      await page.pdf({
        path,
        width: `${receipt.width + 40}px`,
        height: `${height}px`,
        printBackground: true,
      });
    } else {
      await page.locator('#receipt').screenshot({
        path,
        type: receipt.format === 'jpg' ? 'jpeg' : 'png',
        ...(receipt.format === 'jpg' ? { quality: 70 } : {}),
      });
    }
    truths.push(receipt.truth);
  }
  writeFileSync(`${CORPUS_DIR}/truth.json`, `${JSON.stringify(truths, null, 2)}\n`);
  console.log(`wrote ${truths.length} receipts to ${CORPUS_DIR}`);
} finally {
  await browser.close();
}
