import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Importing aws-cdk-lib costs seconds; the test files keep no global state, so a worker may
    // reuse its module cache across files instead of importing the library again for each one.
    isolate: false,
    // A synth takes a second on a quiet machine and several on a busy one: a time limit must never be
    // what fails there (the 5 s default did).
    testTimeout: 60_000,
    globalSetup: ['src/testing/global-setup.ts'],
  },
});
