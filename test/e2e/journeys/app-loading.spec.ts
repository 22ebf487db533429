import { expect, test } from '../support/fixtures';

/**
 * Start-up failures (docs/product.md#app-loading): what a visitor reads when the page's configuration or
 * the app's own code cannot be downloaded, in place of a spinner that never ends.
 */
test('says so when /config.json cannot be read', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(
    'The app could not load its configuration. Please reload the page.',
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test("says so when the app's code cannot be downloaded", async ({ page }) => {
  // The app's chunk, which index.html preloads and the entry imports (web/preload-entry.ts).
  const appChunk = /\/assets\/app-[\w-]+\.js$/;
  let asked = false;
  await page.route(appChunk, (route) => {
    asked = true;
    return route.abort('failed');
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText('The app could not load. Please reload the page.');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(asked).toBe(true);
});
