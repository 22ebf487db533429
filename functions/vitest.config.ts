import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // DynamoDB Local and s3rver, started once for the whole run (real stand-ins, no mocks).
    globalSetup: ['./test/support/global-setup.ts'],
    setupFiles: ['./test/support/env.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
