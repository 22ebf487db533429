import { defineProject } from 'vitest/config';

// Black-box HTTP tests of every route against the local stack, started once for the run (api/support).
export default defineProject({
  test: {
    name: 'api',
    include: ['api/**/*.test.ts'],
    globalSetup: ['./api/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
