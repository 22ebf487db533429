import { chromium, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './fixtures';

/**
 * A browser with a profile on disk, as a person's is: Chromium offers to install an app only outside
 * incognito (Playwright's contexts are), and the outbox must outlive a closed browser. `restart` closes
 * the browser and opens the same profile again.
 */
export class ProfileBrowser {
  private readonly dir = mkdtempSync(join(tmpdir(), 'reno-profile-'));
  context!: BrowserContext;

  constructor(
    private readonly testInfo: TestInfo,
    private readonly baseURL: string,
  ) {}

  async open({ offline = false } = {}): Promise<Page> {
    const { use } = this.testInfo.project;
    this.context = await chromium.launchPersistentContext(this.dir, {
      offline,
      ...use.launchOptions,
      baseURL: this.baseURL,
      viewport: use.viewport ?? null,
      deviceScaleFactor: use.deviceScaleFactor,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      locale: use.locale,
    });
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

/** Waits until the service worker controls the page: from then on the app's files come from its cache. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** The paths (without query) the service worker holds in all its caches. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/**
 * Waits until the signed-in user's query cache, as written to IndexedDB (at most once a second), holds
 * each of `texts`: what the screens showed is then what opens offline.
 */
export async function waitForOfflineCopy(page: Page, texts: string[]): Promise<void> {
  const snapshot = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('reno-query-cache');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('snapshots')) return resolve('');
            const all = db.transaction('snapshots').objectStore('snapshots').getAll();
            all.onsuccess = () => resolve((all.result as string[]).join('\n'));
          };
          open.onerror = () => resolve('');
        }),
    );
  await expect
    .poll(
      async () => {
        const stored = await snapshot();
        return texts.filter((text) => !stored.includes(text));
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
}
