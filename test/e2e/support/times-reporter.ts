import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { E2E_TIMES_FILE, type FileTime } from '../../../scripts/test-times/times-files';

/**
 * Writes each journey file's time per project (desktop, phone), its tests and its retries, for the table
 * `npm test` ends with (scripts/test-all.ts).
 */
export default class TimesReporter implements Reporter {
  private readonly files = new Map<string, FileTime>();
  private readonly retried = new Set<string>();
  private rootDir = '';
  private startedAt = Date.now();

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
    this.startedAt = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const group = test.parent.project()?.name ?? '';
    const file = relative(this.rootDir, test.location.file);
    const key = `${group} ${file}`;
    const row = this.files.get(key) ?? { group, file, seconds: 0, tests: 0, failed: 0, retried: 0 };
    row.seconds += result.duration / 1000;
    if (result.retry === 0) row.tests += 1;
    if (result.retry > 0 && !this.retried.has(test.id)) {
      this.retried.add(test.id);
      row.retried += 1;
    }
    // The last result of a test decides: a failure retried into a pass is counted as retried, not failed.
    const final = result.retry === test.retries || result.status === 'passed' || result.status === 'skipped';
    if (final && test.outcome() === 'unexpected') row.failed += 1;
    this.files.set(key, row);
  }

  onEnd(): void {
    mkdirSync(dirname(E2E_TIMES_FILE), { recursive: true });
    writeFileSync(
      E2E_TIMES_FILE,
      JSON.stringify(
        { wallSeconds: (Date.now() - this.startedAt) / 1000, files: [...this.files.values()] },
        null,
        1,
      ),
    );
  }
}
