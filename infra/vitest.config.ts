import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Importing aws-cdk-lib costs seconds; the test files keep no global state, so a worker may
    // reuse its module cache across files instead of importing the library again for each one.
    isolate: false,
    globalSetup: ['src/testing/global-setup.ts'],
  },
});
