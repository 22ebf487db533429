import { defineConfig } from 'vitest/config';
import { VITEST_WORKERS } from './scripts/test-times/times-files';

// One run over every package; each package keeps its own vitest.config.ts (environment, setup files).
// test/ has two: the API tests need the local stack started for them, the others start their own.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's two. Most files
    // wait on DynamoDB Local, s3rver or a local stack rather than compute, so more than two fit.
    maxWorkers: VITEST_WORKERS,
    // The table `npm test` ends with reads each file's time from here (scripts/test-all.mjs).
    reporters: ['default', './scripts/test-times/vitest-times-reporter.ts'],
    projects: ['packages/*', 'functions', 'local', 'infra', 'web', 'test', 'test/vitest.api.config.ts'],
  },
});
