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

  async open(): Promise<Page> {
    const { use } = this.testInfo.project;
    this.context = await chromium.launchPersistentContext(this.dir, {
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

  async restart(): Promise<Page> {
    await this.context.close();
    return this.open();
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
