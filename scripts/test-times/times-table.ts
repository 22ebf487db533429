// The table `npm test` ends with (scripts/test-all.ts): wall time per step, per Vitest project, per journey
// file, and the retried tests, read from what each runner left in test-results/times/.
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import {
  E2E_TIMES_FILE,
  VITEST_TIMES_FILE,
  VITEST_WORKERS,
  type FileTime,
  type RunTimes,
} from './times-files';

/** One step of `npm test` as it ran. */
export interface StepResult {
  name: string;
  seconds: number;
  passed: boolean;
  /** Where the step's runner left each file's time. */
  times?: string;
}

export interface TableInput {
  steps: StepResult[];
  /** Installing pnpm, Node.js and the packages, before the steps (RENO_INSTALL_SECONDS). */
  installSeconds: number;
  stepsSeconds: number;
  vitestTimesFile?: string;
  e2eTimesFile?: string;
}

function readTimes(file: string | undefined): RunTimes | null {
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunTimes) : null;
}

function seconds(value: number): string {
  return value.toFixed(0);
}
function sum<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

export function timesTable({
  steps: stepResults,
  installSeconds: install,
  stepsSeconds: totalSeconds,
  vitestTimesFile = VITEST_TIMES_FILE,
  e2eTimesFile = E2E_TIMES_FILE,
}: TableInput): string {
  const lines = [
    `### npm test — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node.js ${process.version}, ` +
      `${cpus().length} cores${process.env.CI ? ', CI=true' : ''}`,
    '',
    '| step | wall s | result | tests | retried |',
    '| --- | ---: | --- | ---: | ---: |',
    `| install (pnpm, Node.js) | ${seconds(install)} | | | |`,
  ];
  for (const step of stepResults) {
    const times = readTimes(step.times);
    const files = times?.files ?? [];
    lines.push(
      `| ${step.name} | ${seconds(step.seconds)} | ${step.passed ? 'passed' : '**failed**'} | ` +
        `${times ? sum(files, (row) => row.tests) : ''} | ${times ? sum(files, (row) => row.retried) : ''} |`,
    );
  }
  lines.push(`| **total** | **${seconds(install + totalSeconds)}** | | | |`, '');

  const vitest = readTimes(vitestTimesFile);
  if (vitest) {
    lines.push(
      '#### Vitest projects',
      '',
      "Worker s: the sum of the project's files' time in a worker (environment, setup, import, tests); " +
        `the run's ${seconds(vitest.wallSeconds)} s of wall time hold every project's files, ${VITEST_WORKERS} at a time.`,
      '',
      '| project | files | tests | worker s | retried | slowest file (s) |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
    );
    for (const [group, rows] of grouped(vitest.files)) {
      const slowest = rows.reduce((a, b) => (b.seconds > a.seconds ? b : a));
      lines.push(
        `| ${group} | ${rows.length} | ${sum(rows, (row) => row.tests)} | ${seconds(sum(rows, (row) => row.seconds))} | ` +
          `${sum(rows, (row) => row.retried)} | ${slowest.file} (${seconds(slowest.seconds)}) |`,
      );
    }
    lines.push('', '#### The 15 slowest test files', '', '| file | project | s |', '| --- | --- | ---: |');
    for (const row of [...vitest.files].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
      lines.push(`| ${row.file} | ${row.group} | ${row.seconds.toFixed(1)} |`);
    }
    lines.push('');
  }

  const e2e = readTimes(e2eTimesFile);
  if (e2e) {
    const byFile = new Map<string, JourneyRow>();
    for (const row of e2e.files) {
      const entry = byFile.get(row.file) ?? { file: row.file, tests: 0, retried: 0, failed: 0, seconds: {} };
      entry.seconds[row.group] = (entry.seconds[row.group] ?? 0) + row.seconds;
      entry.tests += row.tests;
      entry.retried += row.retried;
      entry.failed += row.failed;
      byFile.set(row.file, entry);
    }
    const projects = [...new Set(e2e.files.map((row) => row.group))].sort();
    lines.push(
      '#### Journeys',
      '',
      `Seconds per file and browser project (its tests' durations, retries included); the run took ` +
        `${seconds(e2e.wallSeconds)} s of wall time, two browsers at a time.`,
      '',
      `| file | ${projects.map((project) => `${project} s`).join(' | ')} | tests | retried |`,
      `| --- | ${projects.map(() => '---:').join(' | ')} | ---: | ---: |`,
    );
    const rows = [...byFile.values()].sort(
      (a, b) => sum(projects, (p) => b.seconds[p] ?? 0) - sum(projects, (p) => a.seconds[p] ?? 0),
    );
    for (const row of rows) {
      lines.push(
        `| ${row.file} | ${projects.map((project) => (row.seconds[project] ? seconds(row.seconds[project]) : '')).join(' | ')} | ` +
          `${row.tests} | ${row.retried} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

interface JourneyRow {
  file: string;
  tests: number;
  retried: number;
  failed: number;
  /** Per browser project. */
  seconds: Record<string, number>;
}

function grouped(rows: readonly FileTime[]): [string, FileTime[]][] {
  const groups = new Map<string, FileTime[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
