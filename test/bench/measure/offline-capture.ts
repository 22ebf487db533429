import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expenseFormSchema, type Expense, type Project } from '@reno/domain';
import type { LocalStack } from '@reno/local';
import puppeteer, { type Page } from 'puppeteer-core';
import { createProUser, type BenchUser } from '../lib/bench-user';
import { CHROME_ARGS, CHROME_PATH } from '../lib/lighthouse-audit';
import { precacheWeight, type PrecacheWeight } from '../lib/web-build';
import { benchDataContext } from './dynamodb-costs';

const webDist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const receiptsDir = fileURLToPath(new URL('../../fixtures/receipts/', import.meta.url));

/** Expenses waiting in the outbox, each with a receipt photo, when the connection comes back. */
export const WAITING_EXPENSES = 20;

interface OutboxSyncReport {
  expenses: number;
  /** The receipts' own bytes (the photos of the corpus), uploaded through their presigned POSTs. */
  receiptBytes: number;
  /** From the connection's return to the outbox's last entry gone. */
  seconds: number;
  /** The requests the pass made, by what they were for (the refetch of the figures after it included). */
  requests: { label: string; count: number }[];
  /** JSON request bodies (tickets, creates); the receipts' multipart bodies are `receiptBytes` and a little. */
  jsonSentBytes: number;
  /** Every answer, headers included, as Chromium counted it. */
  receivedBytes: number;
}

export interface OfflineReport {
  precache: PrecacheWeight;
  sync: OutboxSyncReport;
}

interface Receipt {
  name: string;
  type: string;
  base64: string;
}

function corpusPhotos(count: number): Receipt[] {
  const files = readdirSync(receiptsDir)
    .filter((file) => /\.(jpg|png)$/.test(file))
    .sort()
    .slice(0, count);
  if (files.length < count) throw new Error(`The receipt corpus has fewer than ${count} photos`);
  return files.map((name) => ({
    name,
    type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
    base64: readFileSync(join(receiptsDir, name)).toString('base64'),
  }));
}

/**
 * Puts the expenses into the signed-in user's outbox as Add Expense does offline
 * (web/src/entities/outbox/api/outbox-store.ts): the form's payload, its receipt's bytes, a fresh key.
 */
function fillOutbox(page: Page, owner: string, projectId: number, receipts: Receipt[]): Promise<void> {
  const payloads = receipts.map((_, index) =>
    expenseFormSchema.parse({
      projectId,
      description: `Hardware store run ${index + 1}`,
      amount: '42.50',
      category: 'materials',
      paymentMethod: 'cash',
      date: '2026-05-02',
    }),
  );
  return page.evaluate(
    async (owner, payloads, receipts) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('reno-outbox');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const transaction = db.transaction('entries', 'readwrite');
      receipts.forEach((receipt, index) => {
        const bytes = Uint8Array.from(atob(receipt.base64), (char) => char.charCodeAt(0)).buffer;
        transaction.objectStore('entries').add({
          owner,
          idempotencyKey: crypto.randomUUID(),
          payload: payloads[index],
          receipt: { bytes, name: receipt.name, type: receipt.type },
          receiptKey: null,
          headers: {},
          createdAt: new Date().toISOString(),
          refusal: null,
        });
      });
      await new Promise((resolve, reject) => {
        transaction.oncomplete = resolve;
        transaction.onerror = () => reject(transaction.error);
      });
      db.close();
    },
    owner,
    payloads,
    receipts,
  );
}

/** Polls `condition` every 100 ms until it holds; fails saying what did not happen within 60 s. */
async function until(what: string, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Offline sync bench: no ${what} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const outboxSize = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('reno-outbox');
        open.onsuccess = () => {
          const count = open.result.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );

function requestLabel(method: string, url: URL, stack: LocalStack): string {
  if (url.origin === stack.endpoints.s3) {
    return method === 'OPTIONS' ? 'OPTIONS to S3 (CORS preflight)' : `${method} to S3 (the receipt)`;
  }
  if (url.pathname === '/api/uploads') return `${method} /api/uploads (the upload ticket)`;
  if (url.pathname === '/api/expenses' && method === 'POST') return 'POST /api/expenses (the create)';
  return `${method} ${url.pathname.replace(/\d+/g, ':id')} (the open screen's data, refetched)`;
}

/**
 * Signed in on the stack's own origin (the web build it serves, its service worker running), the
 * browser goes offline, 20 expenses with photos wait in the outbox, and the connection comes back:
 * the time until the outbox is empty, the requests of the pass and the bytes both ways (Chromium's own
 * count through the DevTools protocol).
 */
async function measureOutboxSync(stack: LocalStack, user: BenchUser): Promise<OutboxSyncReport> {
  const project = await user.api.call<Project>('POST', '/api/projects', {
    name: 'Cabin Porch',
    budget: '8000',
  });
  const receipts = corpusPhotos(WAITING_EXPENSES);
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(`${stack.url}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[type="email"]', user.login.email);
    await page.type('input[type="password"]', user.login.password);
    await page.click('button[type="submit"]');
    await until('the dashboard after signing in', () =>
      page.evaluate(() => location.pathname === '/dashboard'),
    );
    await page.goto(`${stack.url}/expenses`);
    await until('the service worker in charge and the outbox made', () =>
      page.evaluate(
        async () =>
          navigator.serviceWorker.controller !== null &&
          (await indexedDB.databases()).some((database) => database.name === 'reno-outbox'),
      ),
    );

    await page.setOfflineMode(true);
    await until('the page offline', () => page.evaluate(() => !navigator.onLine));
    await fillOutbox(page, user.sub, project.id, receipts);

    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const labels = new Map<string, number>();
    let jsonSentBytes = 0;
    let receivedBytes = 0;
    const inFlight = new Set<string>();
    let lastActivity = performance.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      inFlight.add(requestId);
      lastActivity = performance.now();
      const label = requestLabel(request.method, new URL(request.url), stack);
      labels.set(label, (labels.get(label) ?? 0) + 1);
      if (request.postData && !label.includes('S3')) jsonSentBytes += Buffer.byteLength(request.postData);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      inFlight.delete(requestId);
      lastActivity = performance.now();
      receivedBytes += encodedDataLength;
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => inFlight.delete(requestId));

    const began = performance.now();
    await page.setOfflineMode(false);
    await until('empty outbox', async () => (await outboxSize(page)) === 0);
    const seconds = (performance.now() - began) / 1000;
    // The figures the pass refetches afterwards belong to it too: counted until a second passes quietly.
    await until('quiet second after the pass', async () => {
      return inFlight.size === 0 && performance.now() - lastActivity > 1000;
    });

    const saved = await user.api.call<{ expenses: Expense[] }>(
      'GET',
      `/api/expenses?projectId=${project.id}&pageSize=100`,
    );
    const withReceipts = saved.expenses.filter((expense) => expense.imageUrl);
    if (saved.expenses.length !== WAITING_EXPENSES || withReceipts.length !== WAITING_EXPENSES) {
      throw new Error(
        `The sync made ${saved.expenses.length} expenses (${withReceipts.length} with receipts), not ${WAITING_EXPENSES}`,
      );
    }
    return {
      expenses: WAITING_EXPENSES,
      receiptBytes: receipts.reduce((sum, receipt) => sum + Buffer.from(receipt.base64, 'base64').length, 0),
      seconds,
      requests: [...labels].map(([label, count]) => ({ label, count })),
      jsonSentBytes,
      receivedBytes,
    };
  } finally {
    await browser.close();
  }
}

/** The stack must serve the web build (`web: 'build'`, its `webReady` settled). */
export async function measureOfflineCapture(stack: LocalStack): Promise<OfflineReport> {
  const precache = precacheWeight(webDist);
  const user = await createProUser(stack, benchDataContext(stack), 'offline-sync');
  return { precache, sync: await measureOutboxSync(stack, user) };
}
