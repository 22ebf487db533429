import { randomUUID } from 'node:crypto';
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/index';
import { distDir } from '../src/web/web-build';

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
      // The root holds the boot spinner, painted before any script arrives.
      expect(html, path).toContain('<div id="root">');
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
    // React's production build, not the development one (which prints this hint).
    expect(await response.text()).not.toContain('Download the React DevTools');
  });

  it('keeps /config.json and /api/* for the stack, not the web app', async () => {
    expect((await fetch(`${stack.url}/config.json`)).headers.get('content-type')).toMatch(
      /^application\/json/,
    );
    expect((await fetch(`${stack.url}/api/user`)).status).toBe(401);
  });

  it('serves a rebuild of web/dist made while it runs, and survives files that vanish', async () => {
    // Prepare: a bundle that appears after the stack read web/dist, as a rebuild would make it.
    expect((await fetch(`${stack.url}/`)).status).toBe(200);
    const name = `assets/rebuilt-${randomUUID()}.js`;
    writeFileSync(join(distDir, name), 'export {};');
    const later = new Date(Date.now() + 1000);
    utimesSync(join(distDir, 'index.html'), later, later);
    try {
      // Act + Assess: the new bundle is found; once deleted it is a 404, and the stack still answers.
      expect((await fetch(`${stack.url}/${name}`)).status).toBe(200);
    } finally {
      rmSync(join(distDir, name));
    }
    utimesSync(join(distDir, 'index.html'), new Date(), new Date());
    expect((await fetch(`${stack.url}/${name}`)).status).toBe(404);
    expect((await fetch(`${stack.url}/config.json`)).status).toBe(200);
  });
});
