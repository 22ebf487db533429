import type { Page } from '@playwright/test';

/**
 * Chromium keeps no body for a streamed fetch, so the page's own fetch is wrapped (before the app
 * loads) to tee each POST /api/ai-chat body: the app reads one branch as usual, the test the other.
 */
export async function recordChatStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: { text: string; reads: number; finished: boolean }[] = [];
    (window as unknown as { __chatStreams: typeof recorded }).__chatStreams = recorded;
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await originalFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (!url.includes('/api/ai-chat') || method !== 'POST' || !response.body) return response;
      const [forTest, forApp] = response.body.tee();
      const record = { text: '', reads: 0, finished: false };
      recorded.push(record);
      void (async () => {
        const reader = forTest.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          record.reads++;
          record.text += decoder.decode(value, { stream: true });
        }
        record.finished = true;
      })();
      return new Response(forApp, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
  });
}

/** The body of the n-th chat stream (0-based), once it has ended. */
export async function chatStreamBody(page: Page, index: number): Promise<string> {
  await page.waitForFunction(
    (n) =>
      (window as unknown as { __chatStreams?: { finished: boolean }[] }).__chatStreams?.[n]?.finished ===
      true,
    index,
  );
  return page.evaluate(
    (n) => (window as unknown as { __chatStreams: { text: string }[] }).__chatStreams[n]!.text,
    index,
  );
}
