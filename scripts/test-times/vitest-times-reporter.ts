import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { VITEST_TIMES_FILE, type FileTime } from './times-files';

/**
 * Writes, for each test file of the run, its project, its time in a worker (environment, setup, import
 * and its tests) and its tests' retries, for the table `npm test` ends with (scripts/test-all.ts).
 */
export default class VitestTimesReporter implements Reporter {
  private readonly files: FileTime[] = [];
  private startedAt = Date.now();
  private readonly output: string;

  /** `output`: where the times go (the cold-start budget, a run of its own, names its own file). */
  constructor({ output = VITEST_TIMES_FILE }: { output?: string } = {}) {
    this.output = output;
  }

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestModuleEnd(testModule: TestModule): void {
    const diagnostic = testModule.diagnostic();
    const tests = [...testModule.children.allTests()];
    this.files.push({
      group: testModule.project.name,
      file: testModule.relativeModuleId,
      seconds:
        (diagnostic.environmentSetupDuration +
          diagnostic.prepareDuration +
          diagnostic.setupDuration +
          diagnostic.collectDuration +
          diagnostic.duration) /
        1000,
      tests: tests.length,
      failed: tests.filter((test) => test.result().state === 'failed').length,
      retried: tests.filter((test) => test.diagnostic()?.retryCount).length,
    });
  }

  onTestRunEnd(): void {
    mkdirSync(dirname(this.output), { recursive: true });
    writeFileSync(
      this.output,
      JSON.stringify({ wallSeconds: (Date.now() - this.startedAt) / 1000, files: this.files }, null, 1),
    );
  }
}
