// `npm test`: every step of the suite in turn (each runs even when an earlier one failed, so one run
// says everything), then a table of where the time went: per step, per Vitest project, per journey file,
// and the retried tests. The table is printed and kept in test-results/times/table.md; docs/testing.md
// keeps the latest whole run's.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import {
  COLD_START_TIMES_FILE,
  E2E_TIMES_FILE,
  TABLE_FILE,
  TIMES_DIR,
  VITEST_TIMES_FILE,
  type FileTime,
  type RunTimes,
} from './test-times/times-files';

interface Step {
  name: string;
  args: string[];
  /** Where the step's runner leaves each file's time. */
  times?: string;
}

interface StepResult extends Step {
  seconds: number;
  passed: boolean;
}

const steps: Step[] = [
  { name: 'typecheck', args: ['run', 'typecheck:all'] },
  { name: 'lint', args: ['run', 'lint:all'] },
  { name: 'vitest', args: ['exec', 'vitest', 'run'], times: VITEST_TIMES_FILE },
  {
    name: 'cold-start budget',
    args: ['--filter', '@reno/test', 'cold-start-budget'],
    times: COLD_START_TIMES_FILE,
  },
  { name: 'journeys', args: ['--filter', '@reno/test', 'e2e'], times: E2E_TIMES_FILE },
];

rmSync(TIMES_DIR, { recursive: true, force: true });
mkdirSync(TIMES_DIR, { recursive: true });
const began = Date.now();
const results: StepResult[] = [];
for (const step of steps) {
  process.stdout.write(`\n▶ ${step.name}: pnpm ${step.args.join(' ')}\n\n`);
  const start = Date.now();
  const run = spawnSync('pnpm', step.args, { stdio: 'inherit', shell: process.platform === 'win32' });
  results.push({ ...step, seconds: (Date.now() - start) / 1000, passed: run.status === 0 });
}

const table = timesTable(results, (Date.now() - began) / 1000);
writeFileSync(TABLE_FILE, table);
process.stdout.write(`\n${table}\n(kept in ${TABLE_FILE})\n`);
const failed = results.filter((step) => !step.passed).map((step) => step.name);
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(', ')}`);
  process.exit(1);
}

function readTimes(file: string | undefined): RunTimes | null {
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunTimes) : null;
}

const seconds = (value: number) => value.toFixed(0);
const sum = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

function timesTable(stepResults: StepResult[], totalSeconds: number): string {
  const install = Number(process.env.RENO_INSTALL_SECONDS ?? 0);
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

  const vitest = readTimes(VITEST_TIMES_FILE);
  if (vitest) {
    lines.push(
      '#### Vitest projects',
      '',
      "Worker s: the sum of the project's files' time in a worker (environment, setup, import, tests); " +
        `the run's ${seconds(vitest.wallSeconds)} s of wall time hold every project's files, two at a time.`,
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

  const e2e = readTimes(E2E_TIMES_FILE);
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
