import { defineConfig } from 'vitest/config';

// One run over every package; each package keeps its own vitest.config.ts (environment, setup files).
// test/ has two: the API tests need the local stack started for them, the others start their own.
export default defineConfig({
  test: {
    projects: ['packages/*', 'functions', 'infra', 'web', 'test', 'test/vitest.api.config.ts'],
  },
});
