// Every list the API pages, at 10, 1,000, 10,000 and 100,000 expenses (issue 52): the expense list's filters,
// its search and 'Search further', the household's expenses without a project, and the contractors,
// estimates and milestones lists, each on page 1 and a later page. Each call is metered request by request
// as its handler sent them and set beside the unfiltered page 1 of the same project, so a list that reads
// more as the project grows shows it in the ratio. The projects are kept on this machine between runs
// (big-project.ts): 100,000 expenses take minutes to seed, then seconds to copy.
import {
  createContractor,
  createEstimate,
  createMilestone,
  listContractorPage,
  listEstimatePage,
  listExpensePage,
  listMilestonePage,
  type DataContext,
} from '@reno/data';
import type { ExpensePage } from '@reno/domain';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiCallError } from '../lib/api-client';
import { startBigProjects, type BigProject } from '../lib/big-project';
import { CapacityMeter, type CallCost } from '../lib/capacity-meter';
import { meterHandlerRequests } from '../lib/handler-capacity';
import { linkSpreadExpenses, type LinkedExpenses } from '../lib/linked-expenses';
import { benchDataContext } from './dynamodb-costs';

export const LIST_SIZES = [10, 1_000, 10_000, 100_000] as const;
/** Contractors, estimates and milestones of each household: more than one page of the lists' 100. */
export const RECORDS_PER_LIST = 120;
/** Expenses of each project that name one contractor and its estimate (all of a smaller project's). */
export const LINKED_EXPENSES = 60;

/** One call at every size: its cost, or null where the project has no such page (page 40 of 10 expenses). */
interface ListCostRow {
  call: string;
  costs: (CallCost | null)[];
  /** Measured through the data layer, the handler's own call (the API's DynamoDB timeout passed). */
  direct: boolean[];
}

export interface ListCostsReport {
  sizes: readonly number[];
  /** Seconds each size's expenses took to seed, when this machine prepared them. */
  seedSeconds: number[];
  /** Seeded by this run (else copied from this machine's kept data), how long it took, its size on disk. */
  source: { prepared: boolean; seconds: number; bytesOnDisk: number };
  /** The unfiltered page 1 of each size: the reference of every ratio. */
  pageOne: CallCost[];
  rows: ListCostRow[];
}

/** One call's cost (null: no such page); `direct` when measured through the data layer. */
interface MeasuredCall {
  call: string;
  cost: CallCost | null;
  direct?: boolean;
}

/**
 * The expense list's filters, each page 1 and a page by cursor; the counted ones also page 40 by number. The
 * seeded rows take category and payment method in the same turn of seven, so materials are all paid in cash:
 * the combination's every row of the category matches (a sparser one answers fewer rows, not more reads).
 */
const FILTERS = [
  { call: 'category', query: 'category=materials', counted: true },
  { call: 'payment method', query: 'paymentMethod=cash', counted: true },
  { call: 'date range (six months)', query: 'from=2025-01-01&to=2025-06-30', counted: false },
  { call: 'category + payment method', query: 'category=materials&paymentMethod=cash', counted: false },
  {
    call: 'category + date range',
    query: 'category=materials&from=2024-06-01&to=2025-05-31',
    counted: false,
  },
] as const;

/**
 * Contractors, one project's estimates and milestones: as a household would have them, through the data layer.
 * Answers the first contractor and its estimate.
 */
async function addRecords(ctx: DataContext, { user, projectId }: BigProject): Promise<LinkedExpenses> {
  let first: LinkedExpenses | null = null;
  for (let n = 1; n <= RECORDS_PER_LIST; n++) {
    const contractor = await createContractor(ctx, user.sub, {
      name: `Bench contractor ${n}`,
      specialty: 'general',
    });
    const estimate = await createEstimate(ctx, user.sub, {
      projectId,
      contractorId: contractor.id,
      title: `Bench estimate ${n}`,
      amountCents: 100_000 + n,
      date: '2025-03-01',
    });
    first ??= { contractorId: contractor.id, estimateId: estimate.id };
    await createMilestone(ctx, user.sub, {
      projectId,
      title: `Bench milestone ${n}`,
      category: 'general',
      targetDate: '2025-09-01',
    });
  }
  return first!;
}

export async function measureListCosts(log: (line: string) => void): Promise<ListCostsReport> {
  log(`preparing or copying the projects of ${LIST_SIZES.join(', ')} expenses (kept on this machine)`);
  const { stack, projects, source } = await startBigProjects(LIST_SIZES);
  try {
    const ctx = benchDataContext(stack);
    log(`  ${RECORDS_PER_LIST} contractors, estimates and milestones in each household`);
    const firsts = await Promise.all(projects.map((project) => addRecords(ctx, project)));
    log(`  the first contractor and its estimate named on ${LINKED_EXPENSES} expenses of each project`);
    const linked = await Promise.all(
      projects.map(({ user, projectId, size }, index) =>
        linkSpreadExpenses(user.api, projectId, size, LINKED_EXPENSES, firsts[index]),
      ),
    );
    const meter = new CapacityMeter();
    const detach = await meterHandlerRequests(meter);
    const direct = benchDataContext(stack);
    direct.onConsumedCapacity = meter.listener;
    try {
      const measured: Awaited<ReturnType<typeof measureProject>>[] = [];
      for (const [index, project] of projects.entries()) {
        log(`  the lists at ${project.size.toLocaleString('en-US')} expenses`);
        measured.push(await measureProject({ ctx, direct }, meter, project, linked[index]!));
      }
      const calls = measured[0]!.rows.map((row) => row.call);
      return {
        sizes: LIST_SIZES,
        seedSeconds: projects.map((project) => project.seedSeconds),
        source,
        pageOne: measured.map(({ pageOne }) => pageOne),
        rows: calls.map((call, index) => ({
          call,
          costs: measured.map(({ rows }) => rows[index]!.cost),
          direct: measured.map(({ rows }) => rows[index]!.direct === true),
        })),
      };
    } finally {
      detach();
    }
  } finally {
    await stack.stop();
  }
}

/** Every call of one project and its household, in the report's order. */
async function measureProject(
  { ctx, direct }: { ctx: DataContext; direct: DataContext },
  meter: CapacityMeter,
  { user, projectId, size }: BigProject,
  linked: LinkedExpenses,
): Promise<{ pageOne: CallCost; rows: MeasuredCall[] }> {
  const rows: MeasuredCall[] = [];
  const get = async <T>(call: string | null, path: string) => {
    const { result, cost } = await measureGet<T>(meter, user, path);
    if (call) rows.push({ call, cost });
    return result;
  };
  const expenses = `/api/expenses?projectId=${projectId}`;
  // The session check reads the profile on a user's first call (pinned by the budget test): not measured.
  await user.api.call('GET', `${expenses}&page=1`);
  const pageOne = await measureGet<ExpensePage>(meter, user, `${expenses}&page=1`);
  rows.push({ call: 'expenses, page 1 (the reference)', cost: pageOne.cost });
  /** The page after the first row (a page of one gives a cursor wherever two rows match), 25 rows. */
  const byCursor = async (call: string, path: string) => {
    const one = await user.api.call<ExpensePage>('GET', `${path}${path.includes('?') ? '&' : '?'}pageSize=1`);
    if (!one.nextCursor) rows.push({ call, cost: null });
    else expectNoneTwice(`${call} at ${size}`, one, await get<ExpensePage>(call, cursorPath(path, one)));
  };
  await byCursor('expenses, a page by cursor', expenses);
  await pageByNumber(rows, meter, user, 'expenses, page 40 by number', `${expenses}&page=40`);

  for (const filter of FILTERS) {
    const path = `${expenses}&${filter.query}`;
    await get<ExpensePage>(`filter: ${filter.call}, page 1`, path);
    await byCursor(`filter: ${filter.call}, a page by cursor`, path);
    if (filter.counted)
      await pageByNumber(rows, meter, user, `filter: ${filter.call}, page 40 by number`, `${path}&page=40`);
  }

  // The contractor's and the estimate's lists (not counted: paged by cursor).
  const linkFilters = [
    ['contractor', `contractorId=${linked.contractorId}`],
    ['estimate', `estimateId=${linked.estimateId}`],
    ['contractor + category', `contractorId=${linked.contractorId}&category=materials`],
  ] as const;
  for (const [call, query] of linkFilters) {
    const path = `${expenses}&${query}`;
    await get<ExpensePage>(`filter: ${call}, page 1`, path);
    await byCursor(`filter: ${call}, a page by cursor`, path);
  }

  // A word in no expense: the search looks through one bounded read per call and says how far it looked.
  const searchCall = async (call: string, cursor: string | null) => {
    const path = `${expenses}&search=plumbing${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    try {
      return (await get<ExpensePage>(call, path)).nextCursor;
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.status !== 503) throw error;
      // The handler's DynamoDB client gives up after 3 s (client-policy.ts); its own call, without that limit.
      const query = { page: 1, pageSize: 25, search: 'plumbing', cursor };
      const { result, cost } = await meter.measure(() => listExpensePage(direct, user.sub, projectId, query));
      rows.push({ call, cost, direct: true });
      return result.nextCursor;
    }
  };
  const further = await searchCall('search (a word in no expense), page 1', null);
  if (further) await searchCall("search, 'Search further'", further);
  else rows.push({ call: "search, 'Search further'", cost: null });

  // The household's expenses without a project (the call that once answered every expense at once).
  await get<ExpensePage>('household expenses (no project), page 1', '/api/expenses');
  await byCursor('household expenses (no project), a page by cursor', '/api/expenses');

  const lists: [string, string, string | null][] = [
    ['contractors', '/api/contractors', (await listContractorPage(ctx, user.sub, { limit: 100 })).nextCursor],
    [
      "estimates (the household's)",
      '/api/estimates',
      (await listEstimatePage(ctx, user.sub, { limit: 100, projectId: null })).nextCursor,
    ],
    [
      "estimates (the project's)",
      `/api/estimates?projectId=${projectId}`,
      (await listEstimatePage(ctx, user.sub, { limit: 100, projectId })).nextCursor,
    ],
    [
      'milestones',
      `/api/milestones?projectId=${projectId}`,
      (await listMilestonePage(ctx, user.sub, projectId, { limit: 100 })).nextCursor,
    ],
  ];
  for (const [call, path, cursor] of lists) {
    if (!cursor) throw new Error(`${call} of ${size}: one page holds all ${RECORDS_PER_LIST}`);
    const first = await get<unknown[]>(`${call}, page 1 (100)`, path);
    const second = await get<unknown[]>(
      `${call}, page 2 by cursor`,
      `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`,
    );
    if (first.length + second.length !== RECORDS_PER_LIST)
      throw new Error(`${call} of ${size}: ${first.length} + ${second.length} rows`);
  }
  // Members and invitations come whole with the household: a handful, capped by its seats.
  await get('household: members and invitations (whole, capped by the seats)', '/api/household');
  return { pageOne: pageOne.cost, rows };
}

const BUSY_ATTEMPTS = 2;

/**
 * One GET metered. A 503 ('the service is busy': DynamoDB Local outlasted the functions' 3 s request timeout
 * on the busy machine) is sent again after the 2 s its Retry-After asks for, as the web does; the cost is the
 * answered attempt's (a timed-out request reports no capacity).
 */
async function measureGet<T>(meter: CapacityMeter, user: BigProject['user'], path: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await meter.measure(() => user.api.call<T>('GET', path));
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.status !== 503 || attempt === BUSY_ATTEMPTS) throw error;
      console.warn(`[lists] ${path} answered 503 (attempt ${attempt}); again in 2 s`);
      await sleep(2_000);
    }
  }
}

const cursorPath = (path: string, page: ExpensePage) =>
  `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(page.nextCursor ?? '')}`;

/** A page by number past the last page answers no rows: shown as none. */
async function pageByNumber(
  rows: MeasuredCall[],
  meter: CapacityMeter,
  user: BigProject['user'],
  call: string,
  path: string,
): Promise<void> {
  const { result, cost } = await measureGet<ExpensePage>(meter, user, path);
  rows.push({ call, cost: result.expenses.length > 0 ? cost : null });
}

function expectNoneTwice(what: string, first: ExpensePage, next: ExpensePage): void {
  const seen = new Set(first.expenses.map((expense) => expense.id));
  const twice = next.expenses.filter((expense) => seen.has(expense.id));
  if (next.expenses.length === 0 || twice.length > 0)
    throw new Error(
      `${what}: the page by cursor answered ${next.expenses.length} rows, ${twice.length} seen before`,
    );
}
