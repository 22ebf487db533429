import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { expectNoLayoutShift, expectNothingOffTheEdge } from './screen-stability';

const docsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'screenshots');
/** `pnpm --filter @reno/test e2e:screenshots` sets it: the README's set is then refreshed. */
const updateDocs = process.env.E2E_UPDATE_DOCS_SCREENSHOTS === '1';

/**
 * Waits until MUI's enter transitions are over: axe would judge colours half-way through a fade. A
 * spinner's endless animation never finishes (a chart waiting to scroll into view shows one), so only
 * animations that end are waited for.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Zero serious or critical axe violations on what the page shows now. A soft assertion: the journey goes
 * on, so one run reports every screen's violations (the test still fails).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // The pointer rests where the last click left it: a hovered control would be judged in its hover colours.
  await page.mouse.move(0, 0);
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.html.slice(0, 160)} ${node.target.join(' ')}: ${node.failureSummary}`),
    }));
  expect.soft(blocking, `axe: serious or critical violations on ${screen}`).toEqual([]);
}

/** Every screen of the run, side by side: test-results/screens/<screen>-<desktop|phone>.png. */
const screensDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results', 'screens');

/**
 * One screen, checked and photographed: the axe scan, its layout shifts (at most 0.01 since it opened or
 * since the last check), on a phone nothing off the window's or a card's edge, then a screenshot named
 * after the screen and the viewport (the project: desktop or phone), attached to the test and kept in
 * test-results/screens/.
 * With `docs`, it is also one of the README's screenshots (refreshed when E2E_UPDATE_DOCS_SCREENSHOTS=1).
 */
export async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  options: { docs?: boolean } = {},
): Promise<void> {
  await expectAccessible(page, screen);
  await expectNoLayoutShift(page, screen);
  if (testInfo.project.name === 'phone') await expectNothingOffTheEdge(page, screen);
  const fileName = `${screen}-${testInfo.project.name}.png`;
  const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await testInfo.attach(fileName, { body: image, contentType: 'image/png' });
  await mkdir(screensDir, { recursive: true });
  await writeFile(join(screensDir, fileName), image);
  if (options.docs && updateDocs) {
    await mkdir(docsDir, { recursive: true });
    await writeFile(join(docsDir, fileName), image);
  }
}
