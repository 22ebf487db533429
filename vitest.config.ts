import { defineConfig } from 'vitest/config';

// One run over every package; each package keeps its own vitest.config.ts (environment, setup files).
export default defineConfig({
  test: {
    projects: ['packages/*', 'functions', 'infra', 'web', 'test'],
  },
});
