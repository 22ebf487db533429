import { defineProject } from 'vitest/config';

// The Lambda cold-start budget times fresh processes, so it runs on its own after the parallel test run
// (`npm test`), never beside other suites that would load the machine unevenly.
export default defineProject({
  test: {
    name: 'cold-start',
    include: ['bench/lambda-bundle-budget.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
