import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/index';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, web: 'build', seedDemo: false });
  // Builds web/dist first when it is older than its sources.
  await stack.webReady;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe("web: 'build' (what npm start serves)", () => {
  it('serves the production build at / and for every app route (SPA fallback), revalidated', async () => {
    for (const path of ['/', '/dashboard', '/expenses?page=2']) {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('/@vite/client');
    }
  });

  it('serves the hashed bundles as immutable', async () => {
    const html = await (await fetch(`${stack.url}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${stack.url}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps /config.json and /api/* for the stack, not the web app', async () => {
    expect((await fetch(`${stack.url}/config.json`)).headers.get('content-type')).toMatch(
      /^application\/json/,
    );
    expect((await fetch(`${stack.url}/api/user`)).status).toBe(401);
  });
});
