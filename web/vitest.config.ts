import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // One worker runs file after file in one jsdom: packages load once per worker, our own modules once
    // per file (src/testing/fresh-modules.ts).
    isolate: false,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // About ten times the longest test, and hook (the clean-up awaits the app's background work), on a quiet
    // machine: a busy one slows them several times over, and the limit must not be what fails.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
