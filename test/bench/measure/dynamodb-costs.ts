import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { createDataContext, type DataContext } from '@reno/data';
import type { Expense, ExpensePage, Project, ProjectSummary, ProjectForecast } from '@reno/domain';
import type { LocalStack } from '@reno/local';
import { ApiCallError, type ApiClient } from '../lib/api-client';
import { createHouseholdMember, createProUser, type BenchUser } from '../lib/bench-user';
import { CapacityMeter, sumCosts, type CallCost } from '../lib/capacity-meter';
import { meterHandlerRequests } from '../lib/handler-capacity';
import { NaiveBaseline } from '../lib/naive-baseline';
import { seedExpenses } from '../lib/seed-expenses';

const PROJECT_SIZES = [10, 1_000, 10_000] as const;

/** One project of `size` expenses, owned by its own Pro user, with its naive copy beside it. */
export interface SizedProject {
  size: number;
  user: BenchUser;
  /** An editor in `user`'s household, calling there. */
  member: BenchUser;
  projectId: number;
  naive: NaiveBaseline;
  seedSeconds: number;
}

export interface CostRow {
  call: string;
  size: number;
  ours: CallCost;
  naive: CallCost;
}

export function benchDataContext(stack: LocalStack): DataContext {
  return createDataContext({
    endpoint: stack.endpoints.dynamodb,
    tableName: stack.tableName,
    region: stack.region,
  });
}

/**
 * Creates one user and project per size and fills them through the statement import's batch writer
 * (seed-expenses.ts), the three in parallel (each touches its own household's items, so the sizes do not
 * contend), then copies each for the naive baseline.
 */
export async function prepareProjects(
  stack: LocalStack,
  log: (line: string) => void,
): Promise<SizedProject[]> {
  const ctx = benchDataContext(stack);
  return Promise.all(
    PROJECT_SIZES.map(async (size) => {
      const user = await createProUser(stack, ctx, `size${size}`);
      const project = await user.api.call<Project>('POST', '/api/projects', {
        name: `Bench ${size.toLocaleString('en-US')} expenses`,
        description: 'Benchmark project',
        budget: '5000000.00',
      });
      const seeded = await seedExpenses(ctx, user.sub, project.id, size, { receipts: true });
      log(`  seeded ${size.toLocaleString('en-US')} expenses in ${seeded.seconds.toFixed(1)} s`);
      const naive = await NaiveBaseline.copyOf(ctx, user.sub, project.id);
      const member = await createHouseholdMember(stack, ctx, user, `member${size}`);
      return { size, user, member, projectId: project.id, naive, seedSeconds: seeded.seconds };
    }),
  );
}

const summaryOf = (summary: ProjectSummary) => ({
  ...summary,
  // A category whose expenses were all moved or deleted stays in the aggregate map at 0.
  categoryBreakdown: Object.fromEntries(
    Object.entries(summary.categoryBreakdown).filter(([, amount]) => Number(amount) !== 0),
  ),
});

function expectSame(what: string, ours: unknown, naive: unknown): void {
  if (!isDeepStrictEqual(ours, naive)) {
    throw new Error(`${what}: the API and the naive baseline disagree\n${JSON.stringify({ ours, naive })}`);
  }
}

const newExpense = (projectId: number, amount: string) => ({
  projectId,
  description: 'Tiles for the bathroom floor',
  amount,
  category: 'materials',
  paymentMethod: 'credit_card',
  date: '2025-06-15',
  notes: 'Benchmark create',
});

/**
 * Every API call of the list through the local adapter (real token, real handler), charged with the
 * DynamoDB requests its handler made; beside it, the naive baseline answering the same question. Answers
 * are compared: a disagreement means an aggregate or a page is wrong, and stops the run.
 */
export async function measureCallCosts(projects: readonly SizedProject[]): Promise<CostRow[]> {
  const meter = new CapacityMeter();
  const detach = await meterHandlerRequests(meter);
  const rows: CostRow[] = [];
  try {
    for (const { size, user, member, projectId, naive } of projects) {
      const api = <T>(method: string, path: string, body?: unknown) =>
        meter.measure(() => user.api.call<T>(method, path, body));
      const add = (call: string, ours: CallCost, naiveCost: CallCost) =>
        rows.push({ call, size, ours, naive: naiveCost });

      // The session check (issue 37) reads the user's profile on the first call of a function instance, and
      // again after 30 s: one GetItem, 1 RCU, pinned by dynamodb-cost-budget.test.ts. The seeding took
      // longer than that, so one unmeasured call reads it first and the rows below are the routes' own.
      await user.api.call('GET', `/api/projects/${projectId}/summary`);
      const summary = await api<ProjectSummary>('GET', `/api/projects/${projectId}/summary`);
      const naiveSummary = await naive.summary();
      expectSame(`summary of ${size}`, summaryOf(summary.result), summaryOf(naiveSummary.result));
      add('project summary', summary.cost, naiveSummary.cost);

      const forecast = await api<ProjectForecast>('GET', `/api/projects/${projectId}/forecast`);
      const naiveForecast = await naive.forecast();
      expectSame(`forecast of ${size}`, forecast.result, naiveForecast.result);
      add('project forecast', forecast.cost, naiveForecast.cost);

      // A household member (issue 39): the same answers, admitted by one GetItem of the member item.
      await member.api.call('GET', `/api/projects/${projectId}/summary`);
      const memberSummary = await meter.measure(() =>
        member.api.call<ProjectSummary>('GET', `/api/projects/${projectId}/summary`),
      );
      expectSame(`member's summary of ${size}`, memberSummary.result, summary.result);
      add('project summary, by a household member', memberSummary.cost, naiveSummary.cost);
      const memberForecast = await meter.measure(() =>
        member.api.call<ProjectForecast>('GET', `/api/projects/${projectId}/forecast`),
      );
      expectSame(`member's forecast of ${size}`, memberForecast.result, forecast.result);
      add('project forecast, by a household member', memberForecast.cost, naiveForecast.cost);

      const list = await api<Project[]>('GET', '/api/projects');
      const dashboardPage = await api<ExpensePage>(
        'GET',
        `/api/expenses?projectId=${projectId}&pageSize=100`,
      );
      const naiveDashboardPage = await naive.page(1, 100);
      expectSame(
        `dashboard page of ${size}`,
        {
          ids: dashboardPage.result.expenses.map((expense) => expense.id),
          total: dashboardPage.result.totalCount,
        },
        { ids: naiveDashboardPage.result.ids, total: naiveDashboardPage.result.totalCount },
      );
      add('dashboard: projects list', list.cost, list.cost);
      add('dashboard: expenses, pageSize 100', dashboardPage.cost, naiveDashboardPage.cost);
      add(
        'dashboard: all three loads',
        sumCosts(list.cost, summary.cost, dashboardPage.cost),
        sumCosts(list.cost, naiveSummary.cost, naiveDashboardPage.cost),
      );

      for (const page of [1, 40]) {
        const ours = await api<ExpensePage>('GET', `/api/expenses?projectId=${projectId}&page=${page}`);
        const naivePage = await naive.page(page, 25);
        expectSame(
          `page ${page} of ${size}`,
          ours.result.expenses.map((expense) => expense.id),
          naivePage.result.ids,
        );
        add(`expense list page ${page} (25 rows)`, ours.cost, naivePage.cost);
      }

      // Filters (issue 52): page 1, and the page after it by its cursor, beside the naive filtered read.
      // The API's rows must be the naive answer's first rows (a combination or a search may answer fewer).
      for (const filter of FILTERS) {
        const path = `/api/expenses?projectId=${projectId}&${filter.query}`;
        const first = await api<ExpensePage>('GET', path);
        const naiveFirst = await naive.page(1, 25, filter.keep);
        const ids = first.result.expenses.map((expense) => expense.id);
        expectSame(`${filter.call} of ${size}`, ids, naiveFirst.result.ids.slice(0, ids.length));
        add(`${filter.call}, page 1`, first.cost, naiveFirst.cost);
        if (filter.next) {
          // The page after the first match (a page of one gives a cursor at every size), 25 rows.
          const one = await user.api.call<ExpensePage>('GET', `${path}&pageSize=1`);
          const next = await api<ExpensePage>('GET', `${path}&cursor=${one.nextCursor}`);
          add(`${filter.call}, a page by cursor`, next.cost, naiveFirst.cost);
        }
      }

      const created = await api<Expense>('POST', '/api/expenses', newExpense(projectId, '123.45'));
      const naiveCreated = await naive.create();
      add('expense create', created.cost, naiveCreated.cost);
      const updated = await api<Expense>(
        'PUT',
        `/api/expenses/${created.result.id}`,
        newExpense(projectId, '150.00'),
      );
      add('expense update', updated.cost, (await naive.update(naiveCreated.result)).cost);
      const deleted = await api('DELETE', `/api/expenses/${created.result.id}`);
      add('expense delete', deleted.cost, (await naive.delete(naiveCreated.result)).cost);
    }
  } finally {
    detach();
  }
  return rows;
}

/** The filtered lists measured at every size, with what the naive baseline keeps of every expense. */
const FILTERS: {
  call: string;
  query: string;
  keep: (item: Record<string, unknown>) => boolean;
  /** Also measure a page by cursor (two matches at least at every size). */
  next: boolean;
}[] = [
  {
    call: 'filter: category',
    query: 'category=materials',
    keep: (item) => item.categoryKey === 'materials',
    next: true,
  },
  {
    call: 'filter: payment method',
    query: 'paymentMethod=cash',
    keep: (item) => item.paymentMethod === 'cash',
    next: true,
  },
  {
    call: 'filter: category + payment method',
    query: 'category=materials&paymentMethod=cash',
    keep: (item) => item.categoryKey === 'materials' && item.paymentMethod === 'cash',
    next: true,
  },
  {
    call: 'filter: six months',
    query: 'from=2025-01-01&to=2025-06-30',
    keep: (item) => String(item.date) >= '2025-01-01' && String(item.date) <= '2025-06-30',
    next: true,
  },
  {
    // Looks through 1 MB per call (all of 10 and 1,000 expenses, a fifth of 10,000) and finds nothing.
    call: 'search: a word in no expense',
    query: 'search=plumbing',
    keep: (item) => String(item.searchText).includes('plumbing'),
    next: false,
  },
];

const DELETE_ATTEMPTS = 10;

/**
 * DELETE until the project is gone. A cascade over thousands of expenses can outlast the function's time on
 * DynamoDB Local; the API then answers 503 ("may or may not have been saved, check before you try again")
 * and the cascade resumes when the delete is sent again, as the homeowner is told. Locally the first run
 * goes on behind the 503 (nothing stops it as Lambda would), so a retry waits the 2 s the 503's Retry-After
 * asks for; a retry that meets that run's writes answers 409 ('changed meanwhile; please retry') and is
 * retried the same way, and a 404 after a 503 means that run finished. Returns the number of DELETEs sent.
 */
async function deleteUntilGone(api: ApiClient, path: string): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await api.call('DELETE', path);
      return attempt;
    } catch (error) {
      const status = error instanceof ApiCallError ? error.status : undefined;
      if (attempt > 1 && status === 404) return attempt;
      const again = status === 503 || (attempt > 1 && status === 409);
      if (!again || attempt === DELETE_ATTEMPTS) throw error;
      await sleep(2_000);
    }
  }
}

/**
 * DELETE /api/projects/{id}: the cascade over every expense, beside the naive batch delete. Its cost is all
 * the cascade's work, over as many DELETEs as it took (logged when more than one).
 */
export async function measureProjectDeletes(
  projects: readonly SizedProject[],
  log: (line: string) => void,
): Promise<CostRow[]> {
  const meter = new CapacityMeter();
  const detach = await meterHandlerRequests(meter);
  const rows: CostRow[] = [];
  try {
    for (const { size, user, projectId, naive } of projects) {
      const ours = await meter.measure(() => deleteUntilGone(user.api, `/api/projects/${projectId}`));
      if (ours.result > 1)
        log(`  ${size.toLocaleString('en-US')} expenses: deleted in ${ours.result} DELETEs`);
      const naiveDelete = await naive.deleteProject();
      if (naiveDelete.result !== size) {
        throw new Error(`The naive copy of ${size} held ${naiveDelete.result} expenses`);
      }
      rows.push({ call: 'project delete', size, ours: ours.cost, naive: naiveDelete.cost });
    }
  } finally {
    detach();
  }
  return rows;
}
