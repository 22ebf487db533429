import { defineProject } from 'vitest/config';

// Black-box HTTP tests of every route against the local stack, started once for the run (api/support).
export default defineProject({
  test: {
    name: 'api',
    include: ['api/**/*.test.ts'],
    globalSetup: ['./api/support/global-setup.ts'],
    // A hang guard, not a budget: a test that takes 2 s on a quiet machine took 5x that beside other work.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
