// `npm test`: every step of the suite in turn (each runs even when an earlier one failed, so one run
// says everything), then a table of where the time went: per step, per Vitest project, per journey file,
// and the retried tests. Typecheck and lint run beside Vitest, whose first minutes wait on DynamoDB Local
// with a core to spare (docs/testing.md). The table is printed and kept in test-results/times/table.md;
// docs/testing.md keeps the latest whole run's.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import {
  COLD_START_TIMES_FILE,
  E2E_TIMES_FILE,
  TABLE_FILE,
  TIMES_DIR,
  VITEST_TIMES_FILE,
} from './test-times/times-files';
import { timesTable, type StepResult } from './test-times/times-table';

interface Step {
  name: string;
  args: string[];
  /** Where the step's runner leaves each file's time. */
  times?: string;
}

/**
 * Steps in one stage run at once; stages run in turn. A stage's first step prints as it goes, the others'
 * output is printed whole once they end.
 */
const stages: Step[][] = [
  [
    { name: 'vitest', args: ['exec', 'vitest', 'run'], times: VITEST_TIMES_FILE },
    { name: 'typecheck', args: ['run', 'typecheck:all'] },
    { name: 'lint', args: ['run', 'lint:all'] },
  ],
  [
    {
      name: 'cold-start budget',
      args: ['--filter', '@reno/test', 'cold-start-budget'],
      times: COLD_START_TIMES_FILE,
    },
  ],
  [{ name: 'journeys', args: ['--filter', '@reno/test', 'e2e'], times: E2E_TIMES_FILE }],
];

const banner = (step: Step) => `\n▶ ${step.name}: pnpm ${step.args.join(' ')}\n\n`;

/** Runs one step; its output goes straight through when `live`, else is kept until it ends. */
function run(step: Step, live: boolean): Promise<StepResult & { output: string }> {
  if (live) process.stdout.write(banner(step));
  const start = Date.now();
  const child = spawn('pnpm', step.args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) =>
      resolve({
        ...step,
        seconds: (Date.now() - start) / 1000,
        passed: code === 0,
        output: live ? '' : banner(step) + Buffer.concat(chunks).toString(),
      }),
    );
  });
}

rmSync(TIMES_DIR, { recursive: true, force: true });
mkdirSync(TIMES_DIR, { recursive: true });
const began = Date.now();
const results: StepResult[] = [];
for (const stage of stages) {
  const ran = await Promise.all(stage.map((step, index) => run(step, index === 0)));
  for (const { output, ...result } of ran) {
    process.stdout.write(output);
    results.push(result);
  }
}

const table = timesTable({
  steps: results,
  installSeconds: Number(process.env.RENO_INSTALL_SECONDS ?? 0),
  stepsSeconds: (Date.now() - began) / 1000,
});
writeFileSync(TABLE_FILE, table);
process.stdout.write(`\n${table}\n(kept in ${TABLE_FILE})\n`);
const failed = results.filter((step) => !step.passed).map((step) => step.name);
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(', ')}`);
  process.exit(1);
}
