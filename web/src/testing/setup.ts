import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { fakeApiServer } from './fake-backend/fake-api-server';

// Lazy route chunks are transformed on first import; on a busy 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 8000 });

// Before any test stubs fetch: MSW patches the real one.
beforeAll(() => fakeApiServer.listen());
afterAll(() => fakeApiServer.close());

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  fakeApiServer.resetHandlers();
});
