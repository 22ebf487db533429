import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against one local stack that
 * global-setup.ts starts with the production web build. Each test signs up its own user.
 */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const PHONE_VIEWPORT = { width: 390, height: 844 };

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  // Two cores: two browsers at a time, the stack in a third process.
  workers: 2,
  // One retry in CI only: the phone journey once lost its open 'Add Expense' dialog (input detached, dialog
  // gone) in 1 of ~8 runs, cause not yet found. Playwright still reports such a test as 'flaky'.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Each file's time, for the table `npm test` ends with (scripts/test-all.mjs).
    ['./e2e/support/times-reporter.ts'],
  ],
  use: {
    locale: 'en-US',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // Every action's DOM snapshot, network and console, kept for a failed test: enough to see why. Without
    // the screencast's screenshots, which doubled the journeys' CPU time (measured: 132 against 80 CPU-s
    // for the same four journeys, recording nothing at all 76).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      // Files ending in phone.spec.ts are phone-only; *.both.spec.ts run in both projects.
      testIgnore: /phone\.spec\.ts$/,
      use: { viewport: DESKTOP_VIEWPORT, deviceScaleFactor: 1 },
    },
    {
      name: 'phone',
      testMatch: /(phone|screens|both)\.spec\.ts$/,
      use: { viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
    },
  ],
});
