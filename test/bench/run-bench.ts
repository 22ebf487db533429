// `npm run bench` (root) → `pnpm --filter @reno/test bench`: measures everything side by side in one run
// and writes docs/benchmarks.md. Takes a few minutes (10,000 expenses are created through the data layer).
// `pnpm --filter @reno/test bench -- --only=assistant` measures the assistant alone and rewrites its
// section only, saying so in it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '@reno/local';
import { format, resolveConfig } from 'prettier';
import { CHROME_PATH } from './lib/lighthouse-audit';
import { describeMachine } from './lib/machine';
import { measureAssistant } from './measure/assistant-answers';
import {
  benchDataContext,
  measureCallCosts,
  measureProjectDeletes,
  prepareProjects,
} from './measure/dynamodb-costs';
import { measureHandlerLatency } from './measure/handler-latency';
import { measureLambdaColdStarts } from './measure/lambda-cold-start';
import { measureWebWeight } from './measure/web-weight';
import { measureExports } from './measure/export-archive';
import { assistantSection, renderReport } from './report';
import { scanCorpus } from './receipts/scan-corpus';

const LATENCY_CALLS = 300;
const COLD_IMPORT_RUNS = 15;
const ASSISTANT_RUNS = 3;
const reportPath = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

const only = process.argv
  .slice(2)
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length);

if (only === undefined && !existsSync(CHROME_PATH)) {
  console.error(
    `Lighthouse needs Chromium at ${CHROME_PATH}: install it (apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

const began = performance.now();
const startedAt = new Date();
const loadAverage = loadavg();
const log = (line: string) =>
  console.log(`[bench ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${line}`);
/** Formatted as the repository's `prettier --check .` expects, then written. */
async function writeReport(markdown: string): Promise<void> {
  const prettierOptions = (await resolveConfig(reportPath)) ?? {};
  writeFileSync(reportPath, await format(markdown, { ...prettierOptions, filepath: reportPath }));
  log(`wrote ${reportPath}`);
}

/** The assistant's section alone, in place of the one the last full run wrote. */
async function runAssistantOnly(): Promise<void> {
  log('starting the local stack (in memory, free ports)');
  const stack = await startLocalStack({ persist: false, port: 0, web: 'none' });
  try {
    log('the assistant: time to the start event, then the question set over three seeded projects');
    const assistant = await measureAssistant(stack, ASSISTANT_RUNS);
    const note =
      `This section alone was measured by \`pnpm --filter @reno/test bench -- --only=assistant\` on ` +
      `${startedAt.toISOString()} (load average at start ${loadAverage.map((value) => value.toFixed(2)).join(' / ')}); ` +
      'the other sections come from the run described at the top.';
    const current = readFileSync(reportPath, 'utf8');
    const start = current.indexOf('## 6. The assistant');
    const end = current.indexOf('\n## ', start + 1);
    if (start < 0 || end < 0) throw new Error(`No assistant section in ${reportPath}: run the whole bench.`);
    await writeReport(
      `${current.slice(0, start)}${assistantSection(assistant, note)}\n${current.slice(end)}`,
    );
  } finally {
    await stack.stop();
  }
}

async function runAll(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'reno-bench-'));
  log('starting the local stack (in memory, free ports)');
  const stack = await startLocalStack({ persist: false, port: 0, web: 'none' });
  try {
    log('seeding projects of 10, 1,000 and 10,000 expenses through the data layer');
    const projects = await prepareProjects(stack, log);
    log('DynamoDB cost per API call, ours and naive');
    const costs = await measureCallCosts(projects);
    const biggest = projects.reduce((a, b) => (b.size > a.size ? b : a));
    log(`handler latency: ${LATENCY_CALLS} calls each`);
    const latency = await measureHandlerLatency(stack, biggest, LATENCY_CALLS);
    // Before the deletes below, which remove these projects.
    log('project records export: 1,000 and 10,000 expenses, the worker in a process of its own');
    const exports = await measureExports(
      stack,
      benchDataContext(stack),
      projects
        .filter((project) => project.size >= 1_000)
        .map((project) => ({ size: project.size, userId: project.user.sub, projectId: project.projectId })),
      log,
    );
    log('project deletes (cascades), ours and naive');
    costs.push(...(await measureProjectDeletes(projects, log)));
    log(`Lambda bundles and cold imports (${COLD_IMPORT_RUNS} processes each)`);
    const coldStarts = await measureLambdaColdStarts(join(scratch, 'lambda'), COLD_IMPORT_RUNS);
    log('web build, initial JS per route, Lighthouse');
    const web = await measureWebWeight(stack, join(scratch, 'web'), log);
    log('receipt scanning: the local engine on the corpus');
    const receipts = await scanCorpus();
    log(`the assistant: time to the start event, then the question set over a seeded renovation`);
    const assistant = await measureAssistant(stack, ASSISTANT_RUNS);

    const report = renderReport({
      command: 'npm run bench',
      machine: describeMachine(startedAt),
      loadAverage,
      totalSeconds: (performance.now() - began) / 1000,
      projects,
      costs,
      latency,
      coldStarts,
      web,
      receipts,
      assistant,
      exports,
    });
    await writeReport(report);
  } finally {
    await stack.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (only === 'assistant') await runAssistantOnly();
else if (only === undefined) await runAll();
else throw new Error(`--only=${only}: only the assistant can be measured alone.`);
