import { defineProject } from 'vitest/config';

// Cross-package tests that start the local stack through its programmatic API (e2e journeys run in Playwright).
export default defineProject({
  test: {
    name: 'test',
    // api/**: the 'api' project (vitest.api.config.ts), which starts the stack for them. The contract test
    // starts a stack of its own: the operator's user list it compares must hold only its own user.
    include: [
      'artifact/**/*.test.ts',
      'assistant/**/*.test.ts',
      'chaos/**/*.test.ts',
      'chat/**/*.test.ts',
      'contract/**/*.test.ts',
      'docs/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    // Timed alone, after this run: vitest.cold-start.config.ts.
    exclude: ['bench/lambda-bundle-budget.test.ts'],
    testTimeout: 120_000,
    // The chaos tests make handlers log every refused request; the assertions say what matters.
    env: { LOG_LEVEL: 'SILENT' },
    hookTimeout: 180_000,
  },
});
