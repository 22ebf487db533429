import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A zone west of UTC with daylight saving: reading 'YYYY-MM-DD' as UTC would show the previous day.
    env: { TZ: 'America/New_York' },
    // Coverage applies when this package runs alone (its `coverage` script); a root run of all projects ignores it.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
