// `npm run bench` (root) → `pnpm --filter @reno/test bench`: measures everything side by side in one run
// and writes docs/benchmarks.md. Takes a few minutes (10,000 expenses are created through the data layer).
// `pnpm --filter @reno/test bench -- --only=assistant` (or `--only=lambda`, `--only=offline`, `--only=dynamodb`, `--only=web`,
// `--only=web-modules`, `--only=admin`, `--only=import`, `--only=lists`)
// measures that alone and rewrites its section only, saying so in it. With `--only=web`, `--pages=expenses,budget`
// audits only the pages whose names hold those words and `--runs=1` sets Lighthouse's runs per page (5).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack, type LocalStack } from '@reno/local';
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
import { AUDITED_PAGES, LIGHTHOUSE_RUNS, measureWebWeight } from './measure/web-weight';
import { measureExports } from './measure/export-archive';
import { measureOfflineCapture, WAITING_EXPENSES } from './measure/offline-capture';
import { measureWebModules } from './measure/web-modules';
import {
  assistantSection,
  COLD_START_HEADING,
  coldStartSection,
  costSection,
  renderReport,
  WEB_HEADING,
  webSection,
} from './report';
import { WEB_MODULES_HEADING, webModulesSection } from './report-web-modules';
import { buildWeb } from './lib/web-build';
import { OFFLINE_HEADING, offlineSection } from './report-offline';
import { scanCorpus } from './receipts/scan-corpus';
import { measureStatementImport, STATEMENT_ROWS } from './measure/statement-import';
import { STATEMENT_IMPORT_HEADING, statementImportSection } from './report-statement-import';
import { ADMIN_ACCOUNTS, measureAdminAccounts } from './measure/admin-accounts';
import { ADMIN_HEADING, adminSection } from './report-admin';
import { LIST_SIZES, measureListCosts } from './measure/list-costs';
import { LISTS_HEADING, listsSection } from './report-lists';

const LATENCY_CALLS = 300;
const COLD_IMPORT_RUNS = 15;
const ASSISTANT_RUNS = 3;
const reportPath = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

/** The value of the command line's `--name=value`. */
const option = (name: string) =>
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(`--${name}=`.length);
const only = option('only');

if (only !== 'assistant' && !existsSync(CHROME_PATH)) {
  console.error(
    `Lighthouse and the offline sync need Chromium at ${CHROME_PATH}: install it (apt-get install -y chromium) or set CHROME_PATH.`,
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

/**
 * A section that can be measured alone: its heading, how it is made, and on what: a stack in memory (with
 * the web build or without), or none started here (`kept`: a stack it starts itself over the data this
 * machine keeps, or no stack at all).
 */
type SectionAlone =
  | { heading: string; web: 'none' | 'build'; render: (stack: LocalStack, note: string) => Promise<string> }
  | { heading: string; web: 'kept'; render: (note: string) => Promise<string> };

const SECTIONS_ALONE: Record<string, SectionAlone> = {
  dynamodb: {
    heading: '## 1. DynamoDB cost per API call',
    web: 'none',
    render: async (stack, note) => {
      log('seeding projects of 10, 1,000 and 10,000 expenses through the data layer');
      const projects = await prepareProjects(stack, log);
      log('DynamoDB cost per API call, ours and naive');
      const costs = await measureCallCosts(projects);
      log('project deletes (cascades), ours and naive');
      costs.push(...(await measureProjectDeletes(projects, log)));
      return costSection({ projects, costs }, note);
    },
  },
  lambda: {
    heading: COLD_START_HEADING,
    web: 'kept',
    render: async (note) => {
      log(`Lambda bundles and cold imports (${COLD_IMPORT_RUNS} processes each)`);
      const scratch = mkdtempSync(join(tmpdir(), 'reno-bench-lambda-'));
      try {
        const coldStarts = await measureLambdaColdStarts(scratch, COLD_IMPORT_RUNS);
        return coldStartSection({ coldStarts, machine: describeMachine(startedAt) }, note);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  },
  assistant: {
    heading: '## 6. The assistant',
    web: 'none',
    render: async (stack, note) => {
      log('the assistant: time to the start event, then the question set over three seeded projects');
      return assistantSection(await measureAssistant(stack, ASSISTANT_RUNS), note);
    },
  },
  web: {
    heading: WEB_HEADING,
    web: 'build',
    render: async (stack, note) => {
      const words = option('pages')?.split(',');
      const pages = words
        ? AUDITED_PAGES.filter(({ page }) => words.some((word) => page.includes(word)))
        : AUDITED_PAGES;
      const runs = Number(option('runs') ?? LIGHTHOUSE_RUNS);
      const scratch = mkdtempSync(join(tmpdir(), 'reno-bench-web-'));
      try {
        log(`web build, initial JS per route, Lighthouse on ${pages.length} page(s), ${runs} run(s) each`);
        return webSection(await measureWebWeight(stack, join(scratch, 'web'), log, { pages, runs }), note);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  },
  'web-modules': {
    heading: WEB_MODULES_HEADING,
    web: 'none',
    render: async (_stack, note) => {
      const scratch = mkdtempSync(join(tmpdir(), 'reno-bench-web-modules-'));
      try {
        log("web build, what each route's first JS is for");
        buildWeb(scratch);
        return webModulesSection(measureWebModules(scratch), note);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  },
  offline: {
    heading: OFFLINE_HEADING,
    web: 'build',
    render: async (stack, note) => {
      log(`offline capture: the precache, then syncing ${WAITING_EXPENSES} waiting expenses with photos`);
      return offlineSection(await measureOfflineCapture(stack), note);
    },
  },
  admin: {
    heading: ADMIN_HEADING,
    web: 'none',
    render: async (stack, note) => {
      log(`the admin screen: ${ADMIN_ACCOUNTS.toLocaleString('en-US')} accounts, its list pages and cards`);
      return adminSection(await measureAdminAccounts(stack), note);
    },
  },
  lists: {
    heading: LISTS_HEADING,
    web: 'kept',
    render: async (note) => {
      log(`every list at ${LIST_SIZES.map((size) => size.toLocaleString('en-US')).join(', ')} expenses`);
      return listsSection(await measureListCosts(log), note);
    },
  },
  import: {
    heading: STATEMENT_IMPORT_HEADING,
    web: 'none',
    render: async (stack, note) => {
      log(
        `statement import: ${STATEMENT_ROWS.toLocaleString('en-US')} rows read, checked, imported, again, undone`,
      );
      return statementImportSection(await measureStatementImport(stack), note);
    },
  },
};

/**
 * The local stack for a run, in memory on free ports; with `web: 'build'` it serves the web build
 * (`web/dist`, built first if older than its sources, so that no build runs during the measurements).
 */
async function startStack(web: 'none' | 'build'): Promise<LocalStack> {
  log(`starting the local stack (in memory, free ports${web === 'build' ? ', the web build' : ''})`);
  const stack = await startLocalStack({ persist: false, port: 0, web });
  if (web === 'build') {
    await stack.webReady;
    // webReady also settles when the build failed: the page must really be the app.
    const html = await (await fetch(`${stack.url}/`)).text();
    if (!html.includes('<div id="root"')) {
      await stack.stop();
      throw new Error(`The local stack does not serve the web app: ${html.slice(0, 300)}`);
    }
  }
  return stack;
}

/** One section alone, in place of the one the last full run wrote (or added, the first time). */
async function runSectionAlone(name: string, section: SectionAlone): Promise<void> {
  const note =
    `This section alone was measured by \`pnpm --filter @reno/test bench -- --only=${name}\` on ` +
    `${startedAt.toISOString()} (load average at start ${loadAverage.map((value) => value.toFixed(2)).join(' / ')}); ` +
    'the other sections come from the run described at the top.';
  let markdown: string;
  if (section.web === 'kept') markdown = await section.render(note);
  else {
    const stack = await startStack(section.web);
    try {
      markdown = await section.render(stack, note);
    } finally {
      await stack.stop();
    }
  }
  const current = readFileSync(reportPath, 'utf8');
  const start = current.indexOf(section.heading);
  if (start < 0) {
    const before = current.indexOf('\n## Project records export');
    const at = before < 0 ? current.length : before + 1;
    await writeReport(`${current.slice(0, at)}${markdown}\n\n${current.slice(at)}`);
    return;
  }
  const end = current.indexOf('\n## ', start + 1);
  await writeReport(`${current.slice(0, start)}${markdown}\n${end < 0 ? '' : current.slice(end)}`);
}

/**
 * A section on a stack of its own, measured alone by this script in another process (a process runs one
 * stack's handlers), once the whole run's report is written.
 */
function runAloneInAnotherProcess(name: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), fileURLToPath(import.meta.url), `--only=${name}`],
    { stdio: 'inherit' },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`--only=${name} exited with code ${code}`)),
    );
  });
}

async function runAll(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'reno-bench-'));
  const stack = await startStack('build');
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
    const webModules = measureWebModules(join(scratch, 'web'));
    log('receipt scanning: the local engine on the corpus');
    const receipts = await scanCorpus();
    log(`the assistant: time to the start event, then the question set over a seeded renovation`);
    const assistant = await measureAssistant(stack, ASSISTANT_RUNS);
    log(`offline capture: the precache, then syncing ${WAITING_EXPENSES} waiting expenses with photos`);
    const offline = await measureOfflineCapture(stack);
    log(
      `statement import: ${STATEMENT_ROWS.toLocaleString('en-US')} rows read, checked, imported, again, undone`,
    );
    const statementImport = await measureStatementImport(stack);
    log(`the admin screen: ${ADMIN_ACCOUNTS.toLocaleString('en-US')} accounts, its list pages and cards`);
    const admin = await measureAdminAccounts(stack);

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
      webModules,
      receipts,
      assistant,
      exports,
      offline,
    });
    // Section 8 goes before the records export's, as a section measured alone is placed.
    const exportAt = report.indexOf('\n## Project records export');
    const importSection = `${statementImportSection(statementImport)}\n\n${adminSection(admin)}\n\n`;
    await writeReport(
      exportAt < 0
        ? `${report}\n\n${importSection}`
        : `${report.slice(0, exportAt + 1)}${importSection}${report.slice(exportAt + 1)}`,
    );
  } finally {
    await stack.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  log('every list at four sizes, over the projects kept on this machine (a process of its own)');
  await runAloneInAnotherProcess('lists');
}

if (only === undefined) await runAll();
else if (SECTIONS_ALONE[only]) await runSectionAlone(only, SECTIONS_ALONE[only]);
else
  throw new Error(`--only=${only}: what can be measured alone is ${Object.keys(SECTIONS_ALONE).join(', ')}.`);
