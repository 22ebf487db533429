import { defineConfig } from 'vitest/config';
import { COLD_START_TIMES_FILE } from '../scripts/test-times/times-files';

// The Lambda cold-start budget times fresh processes, so it runs on its own after the parallel test run
// (`npm test`), never beside other suites that would load the machine unevenly.
export default defineConfig({
  test: {
    name: 'cold-start',
    reporters: [
      'default',
      ['../scripts/test-times/vitest-times-reporter.ts', { output: COLD_START_TIMES_FILE }],
    ],
    include: ['bench/lambda-bundle-budget.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
