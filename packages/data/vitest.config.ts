import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'data',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One DynamoDB Local (in memory, free 127.0.0.1 port) for the whole run; see test/global-setup.ts.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
