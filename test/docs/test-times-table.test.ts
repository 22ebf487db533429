// The table `npm test` ends with and docs/testing.md keeps (scripts/test-times/times-table.ts), built from
// runner files like the reporters leave.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunTimes } from '../../scripts/test-times/times-files';
import { timesTable } from '../../scripts/test-times/times-table';

function timesFile(dir: string, name: string, times: RunTimes): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(times));
  return file;
}

describe('the npm test times table', () => {
  const dir = mkdtempSync(join(tmpdir(), 'times-table-'));
  const vitestTimesFile = timesFile(dir, 'vitest.json', {
    wallSeconds: 600,
    files: [
      { group: 'web', file: 'web/a.test.tsx', seconds: 12.5, tests: 4, failed: 0, retried: 0 },
      { group: 'web', file: 'web/b.test.tsx', seconds: 30.2, tests: 2, failed: 0, retried: 1 },
      { group: 'functions', file: 'functions/c.test.ts', seconds: 7, tests: 9, failed: 0, retried: 0 },
    ],
  });
  const e2eTimesFile = timesFile(dir, 'e2e.json', {
    wallSeconds: 700,
    files: [
      { group: 'desktop', file: 'journeys/a.spec.ts', seconds: 40, tests: 1, failed: 0, retried: 0 },
      { group: 'phone', file: 'journeys/a.spec.ts', seconds: 30, tests: 1, failed: 0, retried: 1 },
      { group: 'desktop', file: 'journeys/b.spec.ts', seconds: 90, tests: 2, failed: 0, retried: 0 },
    ],
  });
  const table = timesTable({
    steps: [
      { name: 'typecheck', seconds: 50, passed: true },
      { name: 'vitest', seconds: 610, passed: true, times: vitestTimesFile },
      { name: 'journeys', seconds: 720, passed: false, times: e2eTimesFile },
    ],
    installSeconds: 100,
    stepsSeconds: 1380,
    vitestTimesFile,
    e2eTimesFile,
  });

  it('has a row per step with its tests and retries, and the total with the install', () => {
    expect(table).toContain('| typecheck | 50 | passed |  |  |');
    expect(table).toContain('| vitest | 610 | passed | 15 | 1 |');
    expect(table).toContain('| journeys | 720 | **failed** | 4 | 1 |');
    expect(table).toContain('| **total** | **1480** |');
  });

  it('sums each Vitest project and names its slowest file', () => {
    expect(table).toContain('| functions | 1 | 9 | 7 | 0 | functions/c.test.ts (7) |');
    expect(table).toContain('| web | 2 | 6 | 43 | 1 | web/b.test.tsx (30) |');
  });

  it('lists journey files slowest first, a column per browser', () => {
    const b = table.indexOf('| journeys/b.spec.ts | 90 |  | 2 | 0 |');
    const a = table.indexOf('| journeys/a.spec.ts | 40 | 30 | 2 | 1 |');
    expect(b).toBeGreaterThan(-1);
    expect(a).toBeGreaterThan(b);
  });
});
