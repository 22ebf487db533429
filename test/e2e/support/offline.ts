import { chromium, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserIdToken, createExpenses, selectedProjectId } from './api';
import { expect } from './fixtures';
import { recordLayoutShifts } from './screen-stability';
import { openUserMenu } from './user-menu';

/**
 * A browser with a profile on disk, as a person's is: Chromium offers to install an app only outside
 * incognito (Playwright's contexts are), and the outbox must outlive a closed browser. `restart` closes
 * the browser and opens the same profile again. `args` are Chromium's, besides the project's.
 */
export class ProfileBrowser {
  private readonly dir = mkdtempSync(join(tmpdir(), 'reno-profile-'));
  context!: BrowserContext;

  constructor(
    private readonly testInfo: TestInfo,
    private readonly baseURL: string,
    private readonly args: string[] = [],
  ) {}

  async open({ offline = false } = {}): Promise<Page> {
    const { use } = this.testInfo.project;
    this.context = await chromium.launchPersistentContext(this.dir, {
      offline,
      ...use.launchOptions,
      args: [...(use.launchOptions?.args ?? []), ...this.args],
      baseURL: this.baseURL,
      viewport: use.viewport ?? null,
      deviceScaleFactor: use.deviceScaleFactor,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      locale: use.locale,
    });
    await recordLayoutShifts(this.context);
    return this.context.pages()[0] ?? (await this.context.newPage());
  }

  /** Closes every page and opens a new one in the same browser (a closed tab, opened again). */
  async reopenPage(): Promise<Page> {
    const page = await this.context.newPage();
    for (const other of this.context.pages()) if (other !== page) await other.close();
    return page;
  }

  async restart({ offline = false } = {}): Promise<Page> {
    await this.context.close();
    return this.open({ offline });
  }

  async close(): Promise<void> {
    await this.context?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Runs `journey` in a new ProfileBrowser (see there), closed and its profile deleted afterwards. */
export async function withProfileBrowser(
  testInfo: TestInfo,
  baseURL: string,
  journey: (browser: ProfileBrowser) => Promise<void>,
  args: string[] = [],
): Promise<void> {
  const browser = new ProfileBrowser(testInfo, baseURL, args);
  try {
    await journey(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Waits until the service worker controls the page and holds every app file the page has loaded (the
 * first worker keeps those loaded before it took control a moment later): from then on they come from
 * its cache.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
  const loadedFiles = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname),
    );
  await expect
    .poll(
      async () => {
        const cached = await cachedPaths(page);
        return (await loadedFiles()).filter((path) => !cached.includes(path));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
}

const webDist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** The files ('/assets/…') the web build the stack serves made of the modules `sources` matches (its manifest). */
export function builtFiles(sources: RegExp): string[] {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return Object.entries(manifest)
    .filter(([source]) => sources.test(source))
    .map(([, chunk]) => `/${chunk.file}`);
}

/** Offline use's own code: the persisted query cache, the outbox, its sync, the worker's registration. */
export const OFFLINE_MODULES = /^src\/(features\/offline|entities\/outbox)\//;

/** The paths (without query) the service worker holds in all its caches, or in those named `prefix`…. */
export function cachedPaths(page: Page, prefix = ''): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  }, prefix);
}

/**
 * The records of one object store of one of the app's IndexedDB databases, every one or the one under
 * `key` ([] while the app has not made the database: opening it here would make an empty one, which the
 * app would then never set up).
 */
function storedRecords(page: Page, database: string, store: string, key?: string): Promise<unknown[]> {
  return page.evaluate(
    async ({ database, store, key }) => {
      if (!(await indexedDB.databases()).some((known) => known.name === database)) return [];
      return new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open(database);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve([]);
          }
          const objects = db.transaction(store).objectStore(store);
          const read = key === undefined ? objects.getAll() : objects.getAll(key);
          read.onsuccess = () => {
            db.close();
            resolve(read.result);
          };
        };
        open.onerror = () => resolve([]);
      });
    },
    { database, store, key },
  );
}

/** The copies of the query cache kept for offline use, one per user (each a JSON text). */
export function offlineCopies(page: Page): Promise<string[]> {
  return storedRecords(page, 'reno-query-cache', 'snapshots') as Promise<string[]>;
}

/** The signed-in user's copy of the query cache kept for offline use ('' before the first is written). */
async function signedInUsersCopy(page: Page): Promise<string> {
  const token = await browserIdToken(page);
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const [copy] = (await storedRecords(page, 'reno-query-cache', 'snapshots', `user:${sub}`)) as string[];
  return copy ?? '';
}

/** The expenses waiting in the outbox, every user's. */
export async function outboxDescriptions(page: Page): Promise<string[]> {
  const entries = (await storedRecords(page, 'reno-outbox', 'entries')) as {
    payload: { description: string };
  }[];
  return entries.map((entry) => entry.payload.description);
}

/**
 * Waits until the signed-in user's query cache, as written to IndexedDB (at most once a second), holds
 * each of `texts`: what the screens showed is then what opens offline.
 */
export async function waitForOfflineCopy(page: Page, texts: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const stored = await signedInUsersCopy(page);
        return texts.filter((text) => !stored.includes(text));
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
}

/** 'Log out' from the user menu, which sits in the drawer on a phone. */
export const openLogOut = (page: Page, firstName = 'Jordan') => openUserMenu(page, firstName, 'Log out');

/**
 * Adds one expense through the API, then opens the expenses screen and the dashboard, which show it, each
 * kept for offline use before leaving it (the copy is written at most once a second: a page left sooner
 * would not be in it).
 */
export async function browseWithExpense(page: Page, project: string, description: string): Promise<void> {
  await createExpenses(page, await selectedProjectId(page), [
    { description, amount: '120', category: 'Materials', paymentMethod: 'Cash', date: '2026-05-02' },
  ]);
  await page.goto('/expenses');
  await expect(page.getByRole('main').getByText(description)).toBeVisible();
  await waitForOfflineCopy(page, [description]);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: project, level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForOfflineCopy(page, ['"summary"']);
}
