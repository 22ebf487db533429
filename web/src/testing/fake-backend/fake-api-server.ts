import { setupServer } from 'msw/node';

const server = setupServer();
let interceptedFetch: typeof fetch | null = null;

/**
 * The one MSW server of a test process: the web's setup file starts it before any test can stub fetch,
 * the contract test starts it itself.
 */
export const fakeApiServer = {
  listen() {
    // Every /api path has an answer; anything else (a user pool, S3) goes to the network as in a browser.
    server.listen({ onUnhandledRequest: 'bypass' });
    interceptedFetch = globalThis.fetch;
  },
  close() {
    server.close();
    interceptedFetch = null;
  },
  resetHandlers: server.resetHandlers.bind(server),
  /** globalThis.fetch as MSW patched it, for tests that stub fetch for another purpose. */
  interceptedFetch: ((...args: Parameters<typeof fetch>) => {
    if (!interceptedFetch) throw new Error('The fake API server is not listening');
    return interceptedFetch(...args);
  }) as typeof fetch,
};
