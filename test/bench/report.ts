import { chatStream } from '@reno/functions/routes';
import type { CallCost } from './lib/capacity-meter';
import type { MachineDescription } from './lib/machine';
import { decimal, integer, kb, kib, ms, table } from './lib/markdown';
import type { CostRow, SizedProject } from './measure/dynamodb-costs';
import type { LatencyRow } from './measure/handler-latency';
import type { ColdImportTiming } from './lib/cold-import';
import type { ColdStartReport } from './measure/lambda-cold-start';
import type { RouteWeight } from './lib/web-build';
import type { WebWeightReport } from './measure/web-weight';
import type { WebModulesReport } from './measure/web-modules';
import { webModulesSection } from './report-web-modules';
import { BUDGETS } from './budgets';
import { median, percentile } from './lib/stats';
import type { CorpusReport } from './receipts/scan-corpus';
import type { AssistantReport } from './measure/assistant-answers';
import type { ExportReport } from './measure/export-archive';
import type { OfflineReport } from './measure/offline-capture';
import { offlineSection } from './report-offline';
import { mainThreadTable } from './report-main-thread';

export interface BenchResults {
  command: string;
  machine: MachineDescription;
  loadAverage: number[];
  totalSeconds: number;
  projects: SizedProject[];
  costs: CostRow[];
  latency: LatencyRow[];
  coldStarts: ColdStartReport;
  web: WebWeightReport;
  webModules: WebModulesReport;
  receipts: CorpusReport;
  assistant: AssistantReport;
  exports: ExportReport;
  offline: OfflineReport;
}

/** 'Query + BatchGetItem', '2 × GetItem': a call's requests by operation. */
export const operationsOf = (cost: CallCost) =>
  Object.entries(cost.operations)
    .map(([operation, count]) => (count === 1 ? operation : `${integer(count)} × ${operation}`))
    .join(' + ') || '—';

const rowFor = (costs: readonly CostRow[], call: string, size: number) => {
  const row = costs.find((candidate) => candidate.call === call && candidate.size === size);
  if (!row) throw new Error(`No measurement of ${call} at ${size}`);
  return row;
};

/** "flat" when every size needs the same requests and units; otherwise how it grows. */
function flatness(costs: readonly CostRow[], call: string, sizes: readonly number[]): string {
  const measured = sizes.map((size) => rowFor(costs, call, size).ours);
  const same = measured.every(
    (cost) =>
      cost.requests === measured[0]!.requests &&
      cost.rcu === measured[0]!.rcu &&
      cost.wcu === measured[0]!.wcu,
  );
  return same
    ? `flat: ${measured[0]!.requests} request(s), ${decimal(measured[0]!.rcu)} RCU, ${decimal(measured[0]!.wcu)} WCU at every size`
    : `NOT flat: ${measured.map((cost, i) => `${integer(sizes[i]!)} → ${cost.requests} req / ${decimal(cost.rcu)} RCU / ${decimal(cost.wcu)} WCU`).join('; ')}`;
}

/** Requests and read units of a call at each size (pages read what they return, not the project). */
function perSize(costs: readonly CostRow[], call: string, sizes: readonly number[]): string {
  return sizes
    .map((size) => {
      const { ours } = rowFor(costs, call, size);
      return `${integer(size)} → ${ours.requests} request(s), ${decimal(ours.rcu)} RCU`;
    })
    .join('; ');
}

/** Section 1; measured alone (`--only=dynamodb`), `note` says so under its heading. */
export function costSection(results: Pick<BenchResults, 'projects' | 'costs'>, note?: string): string {
  const sizes = results.projects.map((project) => project.size);
  const calls = [...new Set(results.costs.map((row) => row.call))];
  const rows = calls.flatMap((call) =>
    sizes.map((size) => {
      const { ours, naive } = rowFor(results.costs, call, size);
      return [
        call,
        integer(size),
        integer(ours.requests),
        operationsOf(ours),
        decimal(ours.rcu),
        decimal(ours.wcu),
        integer(naive.requests),
        decimal(naive.rcu),
        decimal(naive.wcu),
      ];
    }),
  );
  return [
    '## 1. DynamoDB cost per API call',
    '',
    ...(note ? [note, ''] : []),
    'Each call goes through the local HTTP adapter with a real Cognito access token, to the real handler; the',
    "requests are those the handler's own `DataContext` made (its `onConsumedCapacity` hook,",
    '`ReturnConsumedCapacity: TOTAL`), counted per call. The **naive baseline** answers the same question from',
    'the same items kept without aggregates or page counts: one GetItem of the project for the budget (summary) and',
    "a Query over every item of the project's GSI1 partition (1 MB per request), then sums, sorts and slices in",
    'memory; its writes are a single PutItem/DeleteItem and its project delete is a Query plus BatchWriteItem',
    "deletes. Every answer of the API was compared with the baseline's (summary JSON, page ids, totals) and matched.",
    '',
    "Projects: one per size, each of its own Pro user, filled through the statement import's batch writer",
    `(\`importStatementBatch\`, 40 expenses a transaction, the three projects at once; every aggregate, day count and`,
    `counter written as the API writes them), then notes and a receipt key on every third (an update each): ${results.projects
      .map((project) => `${integer(project.size)} in ${decimal(project.seedSeconds)} s`)
      .join(
        ', ',
      )}. Expenses are spread over two years (10,000 ≈ 14 a day), ~0.5 KB each, a receipt key on every third.`,
    "RCU/WCU are what DynamoDB Local 3.3.1 reports, which follows DynamoDB's rules (4 KB per RCU, half for",
    'eventually consistent GSI reads; 1 KB per WCU, doubled in transactions; GSI writes included).',
    '',
    table(
      [
        'call',
        'expenses',
        'requests',
        'operations',
        'RCU',
        'WCU',
        'naive requests',
        'naive RCU',
        'naive WCU',
      ],
      rows,
      ['l', 'r', 'r', 'l', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    `- Project summary: ${flatness(results.costs, 'project summary', sizes)}.`,
    `- Project forecast: ${flatness(results.costs, 'project forecast', sizes)}.`,
    `- Expense create: ${flatness(results.costs, 'expense create', sizes)}.`,
    `- Expense list page 1: ${perSize(results.costs, 'expense list page 1 (25 rows)', sizes)}.`,
    `- Expense list page 40: ${perSize(results.costs, 'expense list page 40 (25 rows)', sizes)}; a 10-expense project has no page 40 (an empty answer after one GetItem of the project item), 1,000 ends on it.`,
    `- A category's page 1: ${perSize(results.costs, 'filter: category, page 1', sizes)}; a search through 1 MB: ${perSize(results.costs, 'search: a word in no expense, page 1', sizes)} (the naive filtered read is the whole project, as filtered pages were before issue 52).`,
    "- The projects list is the same Query in both designs (a user's projects, not their expenses).",
    '- The naive design is cheaper to write (no aggregates to keep) and to delete, and pays on every read in',
    "  proportion to the project: at 10,000 expenses the dashboard's summary and expense list each read the whole project.",
  ].join('\n');
}

function latencySection(results: BenchResults): string {
  const calls = results.latency[0]?.calls ?? 0;
  return [
    '## 2. Handler latency through the local adapter',
    '',
    `${integer(calls)} sequential calls each after a warm-up of 30, on the same DynamoDB Local: the bare GetItem is the`,
    'SDK document client reading the project item; the API calls are HTTP requests with a Bearer token through the',
    'local adapter (JWT verified against the JWKS, API Gateway v2 event, middy, zod, presenter), in this process.',
    '',
    table(
      ['call', 'calls', 'median', 'p95', 'median ÷ GetItem', 'p95 ÷ GetItem'],
      results.latency.map((row) => [
        row.name,
        integer(row.calls),
        ms(row.medianMs),
        ms(row.p95Ms),
        `${decimal(row.medianRatio, 2)}×`,
        `${decimal(row.p95Ratio, 2)}×`,
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
  ].join('\n');
}

export const COLD_START_HEADING = '## 3. Lambda bundles: size and cold import';

/** Section 3; measured alone (`--only=lambda`), `note` says so under its heading. */
export function coldStartSection(
  results: Pick<BenchResults, 'coldStarts' | 'machine'>,
  note?: string,
): string {
  const { empty, reference, bundles } = results.coldStarts;
  const runs = empty.runs;
  const ratio = (timing: ColdImportTiming) => `${decimal(timing.ratioToReference, 2)}×`;
  return [
    COLD_START_HEADING,
    '',
    ...(note ? [note, ''] : []),
    "Each function of `functions/src/routes.ts` bundled by infra's own `bundleHandler` (`infra/src/bundling.ts`, what",
    'the stack deploys with Rolldown: ESM, minified, node22, the AWS SDK inside, what the handler imports statically in',
    'index.mjs and `import()` split into chunks), and, as before, the',
    'same sources in one file with `@aws-sdk/*` left to the runtime (resolved from node_modules, as the Lambda runtime',
    'resolves its own copy). "At start" is what Node reads before the',
    `handler runs. Cold import: the median of ${runs} fresh \`node\` processes each importing the bundle in the`,
    "environment the stack gives it (no `NODE_OPTIONS`: a map is read only when an error is logged), timed inside the process as CPU time (user + system: the import's own work, which other",
    'processes on a shared machine do not inflate as they do the wall clock), all bundles interleaved round by round, each right after a fresh import of the reference. The budget compares',
    "each function's import with the reference's, a GetItem handler bundled the same way: the median, over the rounds, of each import divided by the reference's just before it",
    `(\`test/bench/fixtures/get-item-reference.ts\`: ${kb(reference.initialBytes)}, ${ms(reference.timing.importMs)}).`,
    `An empty process is ready after ${ms(empty.readyMs)}. Measured on ${results.machine.node} here; Lambda runs Node 22 on arm64.`,
    '',
    table(
      [
        'function',
        'before: one file, SDK external',
        'import before',
        'now: at start / in all',
        'import now',
        'now vs before',
        'now vs reference',
      ],
      bundles.map((bundle) => [
        `\`${bundle.entry}\``,
        kb(bundle.before.initialBytes),
        ms(bundle.before.timing.importMs),
        `${kb(bundle.initialBytes)} / ${kb(bundle.totalBytes)}`,
        ms(bundle.timing.importMs),
        `${decimal(bundle.before.timing.importMs / bundle.timing.importMs)}× faster`,
        ratio(bundle.timing),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  ].join('\n');
}

const whole = (value: number | null) => (value === null ? '—' : `${integer(value)} ms`);

export const WEB_HEADING = '## 4. Web app: initial JS per route and Lighthouse';

/** Section 4; `note` says when it was measured alone. */
export function webSection(web: WebWeightReport, note = ''): string {
  const sessionCheck =
    web.sessionCheckGzipBytes === null
      ? ''
      : ` Before a signed-in route renders, the entry also loads Amplify's session check lazily (\`amplify-session.ts\`: ${kib(web.sessionCheckGzipBytes)} gzip beyond the entry).`;
  const lighthouseRows = web.lighthouse.map(({ page, summary }) => [
    page,
    String(summary.scores.performance ?? '—'),
    String(summary.scores.accessibility ?? '—'),
    String(summary.scores['best-practices'] ?? '—'),
    String(summary.scores.seo ?? '—'),
    whole(summary.metrics.fcp),
    whole(summary.metrics.lcp),
    whole(summary.metrics.tbt),
    summary.metrics.cls === null ? '—' : decimal(summary.metrics.cls, 3),
    summary.scriptTransferBytes === null ? '—' : kib(summary.scriptTransferBytes),
    summary.performanceRuns.join(', '),
  ]);
  const version = web.lighthouse[0]?.summary.lighthouseVersion ?? '?';
  return [
    WEB_HEADING,
    '',
    ...(note ? [note, ''] : []),
    `The web app built with its own Vite config (${decimal(web.buildSeconds)} s) into a temporary folder. Initial JS of a route =`,
    "the entry chunk (React) + the app's chunk, which index.html preloads beside it + every lazy chunk on the way",
    'to the route (signed-in routes pass through `signed-in-app`) +',
    "the route's chunk + all they import statically, from `.vite/manifest.json`; gzip level 9 per file, as",
    'CloudFront compresses them. Chunks loaded lazily once a route renders (charts, markdown) are not in it.' +
      sessionCheck,
    '',
    table(
      ['route', 'lazy chain', 'JS files', 'raw', 'gzip'],
      web.routes.map((route) => [
        `\`${route.name}\``,
        route.chain.map((key) => `\`${key.replace(/^.*\//, '')}\``).join(' → '),
        String(route.files.length),
        kib(route.rawBytes),
        kib(route.gzipBytes),
      ]),
      ['l', 'l', 'r', 'r', 'r'],
    ),
    '',
    `Lighthouse ${version}, its default mobile configuration (Moto G Power emulation, simulated slow 4G, 4× CPU`,
    'slowdown), headless Debian Chromium. The build is served by a small gzip-compressing static server standing in',
    'for CloudFront: HTTPS with HTTP/2, as the distribution serves (`HTTP2_AND_3`; over HTTP/1.1 a browser opens six',
    "connections and Lighthouse simulates the app's small chunks queued behind them), where the local stack serves",
    '`web/dist` uncompressed over HTTP/1.1; it passes `/api`, `/cognito` and',
    "`/config.json` to the local stack. The signed-in screens are the stack's demo account's (kitchen remodel, Free",
    "plan), signed in through the app's own `/login` form in the same browser; Lighthouse then loads the screen with",
    'storage reset off so the Amplify session in localStorage holds (checked: the audited load made a request only',
    "that screen makes, e.g. the dashboard's project summary). 'Empty HTTP cache' also empties the service worker's",
    "caches and unregisters it (a returning user after a deploy); 'warm' keeps what signing in loaded.",
    `Each page is audited ${web.runs} time(s), each in a fresh browser; the row is Lighthouse's own median run`,
    "(`computeMedianRun`: closest to the median first paint and time to interactive), and the last column every run's",
    "performance score, which moves by several points with this machine's load. Before this work (issue 16's",
    'measurement, one run each over HTTP/1.1): dashboard 70 cold and 81 warm (TBT 598 and 763 ms), landing 95.',
    '',
    table(
      [
        'page',
        'perf',
        'a11y',
        'best practices',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'JS transferred',
        'perf, each run',
      ],
      lighthouseRows,
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
    '',
    mainThreadTable(web),
  ].join('\n');
}

const percent = (share: number) => `${decimal(share * 100)} %`;

/** The local engine on the generated receipt corpus: accuracy per field and time per scan. */
function receiptSection(report: CorpusReport): string {
  const kinds = { image: 'image (JPEG, PNG)', pdf: 'one-page PDF' } as const;
  const count = (field: 'amount' | 'date' | 'vendor') =>
    `${report.results.filter((result) => result.correct[field]).length} / ${report.results.length}`;
  return [
    '## 5. Receipt scanning: the local engine on the corpus',
    '',
    `The ${report.results.length} generated receipts of \`test/fixtures/receipts\` (\`truth.json\` beside them), read`,
    'as the local stack reads them: tesseract.js (one worker, English data from its npm package) for images, the',
    "text layer through pdf.js for PDFs, then the one receipt-text parser; one receipt at a time. In AWS, Textract's",
    'AnalyzeExpense reads them instead (not measured here).',
    '',
    table(
      ['field', 'right', 'share'],
      (['amount', 'date', 'vendor'] as const).map((field) => [
        field === 'amount' ? 'total' : field,
        count(field),
        percent(report.accuracy[field]),
      ]),
      ['l', 'r', 'r'],
    ),
    '',
    table(
      ['kind', 'receipts', 'median per scan', 'p90', 'slowest'],
      (Object.keys(kinds) as (keyof typeof kinds)[]).map((kind) => {
        const times = report.msPerScan[kind];
        return [
          kinds[kind],
          String(times.length),
          ms(median(times)),
          ms(percentile(times, 90)),
          ms(Math.max(...times)),
        ];
      }),
      ['l', 'r', 'r', 'r', 'r'],
    ),
    '',
    `Starting the OCR worker (once, on the first image): ${ms(report.workerStartMs)}. The first PDF also loads pdf.js.`,
  ].join('\n');
}

const PROJECT_NAMES = {
  bathroom: 'small bathroom',
  renovation: 'renovation',
  basement: 'basement with a plan',
} as const;

export function assistantSection(report: AssistantReport, note?: string): string {
  const times = report.answers.map((answer) => answer.medianMs);
  const renovation = report.answers
    .filter((answer) => answer.project === 'renovation')
    .map((a) => a.medianMs);
  const { start, counts } = report;
  const answerable = counts.answerable.right + counts.answerable.declined + counts.answerable.wrong;
  const mustDecline = counts.mustDecline.declined + counts.mustDecline.wrong;
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
  return [
    '## 6. The assistant: time to the first event, the question set, answer time per question',
    '',
    ...(note ? [note, ''] : []),
    `The chat stream's \`start\` event over the local stack (the demo account): median ${ms(start.medianMs)} of`,
    `${start.runs} sends (min ${ms(start.minMs)}, max ${ms(start.maxMs)}), ${(start.medianMs / start.baselineMedianMs).toFixed(2)}× the median of a`,
    `\`GET /api/user\` sent before each (${ms(start.baselineMedianMs)}). In CPU time (the stack's process and DynamoDB Local's JVM)`,
    `${ms(start.cpuMedianMs)}, ${(start.cpuMedianMs / start.baselineCpuMedianMs).toFixed(2)}× the read's ${ms(start.baselineCpuMedianMs)}; the budget is ${BUDGETS.chatStartCpuRatio}×`,
    '(`test/chat/chat-start-latency.test.ts`).',
    '',
    `The question set (\`test/assistant/question-set.ts\`) over three seeded projects: a small bathroom`,
    `(${integer(report.expenses.bathroom)} expenses), the renovation (${integer(report.expenses.renovation)}) and a basement with a budget plan,`,
    `change orders and a category over plan (${integer(report.expenses.basement)}). Each answer of the offline assistant is classed`,
    'right (every expected figure, no other), declined (no figure) or wrong (a figure that is not the expected one);',
    '`npm test` requires 0 wrong and at least 90 % right.',
    '',
    table(
      ['questions', 'right', 'declined', 'wrong'],
      [
        [
          `${answerable} answerable`,
          `${counts.answerable.right} (${percent(counts.answerable.right, answerable)})`,
          String(counts.answerable.declined),
          String(counts.answerable.wrong),
        ],
        [
          `${mustDecline} that must be declined`,
          '–',
          String(counts.mustDecline.declined),
          String(counts.mustDecline.wrong),
        ],
      ],
      ['l', 'r', 'r', 'r'],
    ),
    '',
    `Answer time, from the project context to the last word, median of ${report.runs} runs each: on the`,
    `renovation median ${ms(median(renovation))} (${renovation.length} questions; the budget is 100 ms); over all`,
    `${report.answers.length} questions median ${ms(median(times))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}.`,
    '',
    table(
      ['project', 'question', 'class', 'lookups', 'answer time'],
      report.answers.map((answer) => [
        PROJECT_NAMES[answer.project],
        answer.question.replaceAll('|', '\\|'),
        answer.mustDecline ? `${answer.answerClass} (must decline)` : answer.answerClass,
        integer(answer.lookups),
        ms(answer.medianMs),
      ]),
      ['l', 'l', 'l', 'r', 'r'],
    ),
  ].join('\n');
}

function budgetSection(results: BenchResults): string {
  const { bundles } = results.coldStarts;
  const biggest = bundles.reduce((a, b) => (b.totalBytes > a.totalBytes ? b : a));
  const isChat = (bundle: { entry: string }) => bundle.entry === chatStream.entry;
  const slowest = bundles
    .filter((bundle) => !isChat(bundle))
    .reduce((a, b) => (b.timing.ratioToReference > a.timing.ratioToReference ? b : a));
  const chat = bundles.find(isChat);
  const landing = results.web.routes.find((route) => route.name === 'landing');
  const heaviestRoute = results.web.routes
    .filter((route) => route !== landing)
    .reduce<RouteWeight | null>((a, b) => (a && a.gzipBytes >= b.gzipBytes ? a : b), null);
  const largest = Math.max(...results.projects.map((project) => project.size));
  const at = (call: string) => rowFor(results.costs, call, largest).ours;
  const seedSeconds = results.projects.find((project) => project.size === largest)?.seedSeconds ?? NaN;
  return [
    '## Budgets (enforced by `npm test`, `test/bench/*.test.ts`)',
    '',
    "Counts, sizes and ratios, never absolute timings. This run's figures against them:",
    '',
    table(
      ['budget', 'limit', 'this run'],
      [
        [
          "every API function's cold import, against the GetItem reference's",
          `≤ ${decimal(BUDGETS.lambdaColdImportRatio, 2)}×`,
          `slowest ${decimal(slowest.timing.ratioToReference, 2)}× (\`${slowest.entry}\`)`,
        ],
        [
          "the chat stream's cold import, against the GetItem reference's",
          `≤ ${decimal(BUDGETS.lambdaColdImportRatio, 2)}×`,
          chat ? `${decimal(chat.timing.ratioToReference, 2)}×` : 'missing',
        ],
        [
          "all of a function's JS (a guard)",
          `≤ ${kb(BUDGETS.lambdaBundleMaxBytes)}`,
          `largest ${kb(biggest.totalBytes)} (\`${biggest.entry}\`)`,
        ],
        [
          "every other route's initial JS (/login's included), gzip",
          `≤ ${kib(BUDGETS.routeInitialJsGzipBytes)}`,
          heaviestRoute ? `heaviest ${kib(heaviestRoute.gzipBytes)} (\`${heaviestRoute.name}\`)` : 'missing',
        ],
        [
          'landing route initial JS, gzip',
          `≤ ${kib(BUDGETS.landingInitialJsGzipBytes)}`,
          landing ? kib(landing.gzipBytes) : 'missing',
        ],
        [
          "the service worker's precache (signed-in users only), gzip",
          `≤ ${kib(BUDGETS.precacheGzipBytes)}`,
          kib(results.offline.precache.gzipBytes),
        ],
        [
          `project summary at ${integer(largest)} expenses`,
          `= ${BUDGETS.summaryRequests} request`,
          `${at('project summary').requests} (${operationsOf(at('project summary'))})`,
        ],
        [
          `expense create at ${integer(largest)} expenses`,
          `= ${BUDGETS.createSequence.join(' + ')}`,
          at('expense create').sequence.join(' + '),
        ],
        ...(['amount', 'date', 'vendor'] as const).map((field) => [
          `receipt ${field === 'amount' ? 'totals' : `${field}s`} read right by the local engine (corpus)`,
          `≥ ${percent(BUDGETS.receiptAccuracy[field])}`,
          percent(results.receipts.accuracy[field]),
        ]),
        [
          `expense list page 1 at ${integer(largest)} expenses`,
          `≤ ${BUDGETS.pageOneMaxRequests} requests`,
          `${at('expense list page 1 (25 rows)').requests} (${operationsOf(at('expense list page 1 (25 rows)'))})`,
        ],
        [
          `a filtered page at ${integer(largest)} expenses, against the unfiltered page 1`,
          `≤ ${BUDGETS.filteredPageFactor}× its requests and RCU`,
          (() => {
            const pageOne = at('expense list page 1 (25 rows)');
            const filtered = results.costs.filter(
              (row) => row.size === largest && row.call.startsWith('filter: '),
            );
            const worst = (of: (cost: typeof pageOne) => number) =>
              Math.max(...filtered.map((row) => of(row.ours) / Math.max(of(pageOne), 1e-9)));
            return `worst ${decimal(
              worst((cost) => cost.requests),
              2,
            )}× requests, ${decimal(
              worst((cost) => cost.rcu),
              2,
            )}× RCU`;
          })(),
        ],
      ],
    ),
    '',
    `The DynamoDB budgets in \`npm test\` run on a project of ${integer(largest)} expenses written as this run's were, without`,
    `the notes and receipt keys (this run: ${decimal(seedSeconds)} s with them), once per machine and sources`,
    "(`test/bench/lib/big-project.ts` keeps the local stack's data folder), then call the API through the local adapter",
    'of a stack started over a copy of it. Their budgets are counts and ratios, which item sizes move little.',
    "The create budget is the data layer's design: one UpdateItem that bumps the per-user id sequence, then exactly",
    "one TransactWriteItems (the expense, the project's aggregates, the day counts, the profile counter under the",
    'plan limit). The HTTP handler adds nothing when the expense names no estimate.',
  ].join('\n');
}

export function renderReport(results: BenchResults): string {
  const { machine } = results;
  return [
    '# Benchmarks',
    '',
    `Written by \`${results.command}\` (\`test/bench/run-bench.ts\`); do not edit by hand. Every figure below comes`,
    'from one run, side by side.',
    '',
    table(
      ['', ''],
      [
        ['date', machine.date],
        ['CPU', `${machine.cpuModel}, ${machine.cores} cores`],
        ['memory', `${machine.memoryGiB} GiB`],
        ['Node.js', machine.node],
        ['platform', machine.platform],
        [
          'load average at start (1/5/15 min)',
          results.loadAverage.map((value) => decimal(value, 2)).join(' / '),
        ],
        ['run time', `${decimal(results.totalSeconds / 60)} min`],
      ],
    ),
    '',
    'Timings (latency, cold import, Lighthouse) depend on the machine and on what else runs on it; counts and sizes',
    'do not.',
    '',
    budgetSection(results),
    '',
    costSection(results),
    '',
    latencySection(results),
    '',
    coldStartSection(results),
    '',
    webSection(results.web),
    '',
    webModulesSection(results.webModules),
    '',
    receiptSection(results.receipts),
    '',
    assistantSection(results.assistant),
    '',
    offlineSection(results.offline),
    '',
    exportSection(results.exports),
    '',
  ].join('\n');
}

const mib = (bytes: number) => `${decimal(bytes / 1024 / 1024)} MiB`;

export function exportSection(report: ExportReport): string {
  return [
    '## Project records export',
    '',
    'The archive worker (`functions/src/handlers/export-worker.ts`) alone in a Node process of its own, as its',
    'Lambda runs, against the local stack: expenses.csv read page by page, summary.pdf, and every receipt (a',
    'small generated one on every third expense) streamed from s3rver into the ZIP, which goes up as a',
    "multipart upload (8 MiB parts, two in flight). Peak RSS is the kernel's high-water mark of the process",
    "(Node, the SDK and the upload's part buffers included); live heap is the largest heap left after a",
    'garbage collection, forced every 500 ms: what the worker holds on to.',
    '',
    table(
      ['expenses', 'files packed', 'archive', 'time', 'peak RSS', 'live heap'],
      report.runs.map((run) => [
        integer(run.expenses),
        integer(run.files),
        mib(run.archiveBytes),
        `${decimal(run.seconds)} s`,
        mib(run.peakRssBytes),
        mib(run.peakHeapBytes),
      ]),
      ['r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    `${integer(report.runs.at(-1)!.expenses / report.runs[0]!.expenses)}× the expenses take`,
    `${decimal(report.rssRatio, 2)}× the peak RSS and ${decimal(report.heapRatio, 2)}× the live heap. What grows is`,
    "bounded: the upload's part buffers (a small archive goes up in one request, a large one holds up to three",
    "8 MiB parts at once) and the ZIP's central directory, a few hundred bytes per file until the archive ends.",
  ].join('\n');
}
