// Where each part of `npm test` leaves its times for the closing table (scripts/test-all.ts).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const TIMES_DIR = join(root, 'test-results', 'times');
export const VITEST_TIMES_FILE = join(TIMES_DIR, 'vitest.json');
export const COLD_START_TIMES_FILE = join(TIMES_DIR, 'cold-start.json');
export const E2E_TIMES_FILE = join(TIMES_DIR, 'e2e.json');
export const TABLE_FILE = join(TIMES_DIR, 'table.md');

/**
 * Vitest's files at a time (the root vitest.config.ts). Three on CI's two cores: at two, vmstat showed 17 %
 * of the cores idle through the Vitest step, its files waiting on DynamoDB Local, s3rver or a stack.
 */
export const VITEST_WORKERS = 3;

/** One test file's share of a run: its group (a Vitest project, a Playwright project), time and tests. */
export interface FileTime {
  group: string;
  file: string;
  seconds: number;
  tests: number;
  failed: number;
  retried: number;
}

/** What a timed run leaves in its file. */
export interface RunTimes {
  wallSeconds: number;
  files: FileTime[];
}
