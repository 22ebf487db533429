import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // DynamoDB Local and s3rver, started once for the whole run (real stand-ins, no mocks).
    globalSetup: ['./test/support/global-setup.ts'],
    setupFiles: ['./test/support/env.ts'],
    // A hang guard, not a budget: a test that takes 2 s on a quiet machine took 5x that beside other work.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
