import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy route chunks are transformed on first import; on a busy 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
