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
    // About 900 fresh Node processes in turn: 75 s on a quiet machine, over 300 s beside other work. A time
    // limit must never be what fails there; the ratios are what this measures.
    testTimeout: 900_000,
    hookTimeout: 1_800_000,
  },
});
