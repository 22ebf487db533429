// First: each file imports our own modules afresh (the worker's earlier files imported them too).
import './fresh-modules';
import '@testing-library/jest-dom/vitest';
// IndexedDB as the browser has it (the offline query cache and the outbox), in memory.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { backgroundWorkSettled } from '../lib/background-work';
import { fakeApiServer } from './fake-backend/fake-api-server';
import { removeFileStyles } from './style-cache';

// A wait's limit is about ten times its longest on a quiet machine (a lazy screen's first import, a few
// renders): on a busy 2-core machine waits take several times longer, and the limit must not be what fails.
configure({ asyncUtilTimeout: 20_000 });

// Before any test stubs fetch: MSW patches the real one.
beforeAll(() => fakeApiServer.listen());
afterAll(() => {
  fakeApiServer.close();
  removeFileStyles();
});

afterEach(async () => {
  cleanup();
  // What the unmounted app began (lazy chunks, the outbox's sync) ends before the next test or teardown.
  await backgroundWorkSettled();
  window.localStorage.clear();
  window.sessionStorage.clear();
  fakeApiServer.resetHandlers();
  // The next test (or file: they share the worker's window) starts with the real fetch and online.
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  // Each test starts with no stored databases (the app's open connections close when asked to).
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    await new Promise((resolve) => {
      const deletion = indexedDB.deleteDatabase(name);
      deletion.onsuccess = deletion.onerror = resolve;
    });
  }
});
