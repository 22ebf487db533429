import { test as base, expect } from '@playwright/test';
import { stackInfo, type StackInfo } from '../stack/stack-info';
import { recordLayoutShifts } from './screen-stability';

interface Fixtures {
  stack: StackInfo;
  /**
   * Fails the test on an uncaught page error or any 5xx answer of the API (bad input is never a 500:
   * docs/product.md#error-statuses).
   */
  healthyApp: void;
  /** Records the layout shifts of every document the test's browser opens, which each screen's check reads. */
  layoutShifts: void;
}

// Playwright reads a fixture's dependencies from its first parameter: `{}` means none.
/* eslint-disable no-empty-pattern */
export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(stackInfo().url),
  stack: async ({}, use) => use(stackInfo()),
  /* eslint-enable no-empty-pattern */
  healthyApp: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 500 && new URL(response.url()).pathname.startsWith('/api')) {
          problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
        }
      });
      await use();
      expect(problems, 'the app answered with server errors or threw').toEqual([]);
    },
    { auto: true },
  ],
  layoutShifts: [
    async ({ context }, use) => {
      await recordLayoutShifts(context);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
