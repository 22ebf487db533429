import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/index';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, web: 'dev', seedDemo: false });
});

afterAll(async () => {
  await stack?.stop();
});

describe("web: 'dev' (npm run dev)", () => {
  it('serves the app through Vite on the same origin as the API', async () => {
    const response = await fetch(`${stack.url}/dashboard`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('/@vite/client');
    expect((await fetch(`${stack.url}/@vite/client`)).status).toBe(200);
    expect((await fetch(`${stack.url}/api/user`)).status).toBe(401);
  });

  it('accepts the hot-reload WebSocket on the same port', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${stack.url}/`, {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'sec-websocket-protocol': 'vite-hmr',
        },
      });
      req.on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode ?? 0);
      });
      req.on('response', (response) => resolve(response.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(101);
  });
});
