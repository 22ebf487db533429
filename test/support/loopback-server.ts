import type { AddressInfo, Server } from 'node:net';

/** Starts `server` on a free loopback port and returns its origin, e.g. `http://127.0.0.1:41234`. */
export async function listenOnLoopback(server: Server, scheme: 'http' | 'https' = 'http'): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stops `server`, once the connections it holds have ended. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
