import type { BudgetPlan, Expense, ExpensePage, ProjectForecast, ProjectSummary } from '@reno/domain';
import type { LocalStack } from '@reno/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUsersForAdmin } from '@reno/data';
import { BUDGETS } from './budgets';
import { createApiClient } from './lib/api-client';
import type { BenchUser } from './lib/bench-user';
import { startBigProject } from './lib/big-project';
import { CapacityMeter } from './lib/capacity-meter';
import { linkSpreadExpenses } from './lib/linked-expenses';
import { meterHandlerRequests } from './lib/handler-capacity';
import { benchDataContext } from './measure/dynamodb-costs';

const SIZE = BUDGETS.expensesInBigProject;

describe(`DynamoDB requests per API call at ${SIZE.toLocaleString('en-US')} expenses`, () => {
  let stack: LocalStack;
  let user: BenchUser;
  /** An editor in user's household, calling there. */
  let member: BenchUser;
  let projectId: number;
  const meter = new CapacityMeter();
  let detach = () => {};

  beforeAll(async () => {
    // Prepare: a Pro user's project filled through the statement import's batch writer, so every aggregate,
    // day count and counter is as the API keeps it. Seeding it is the slow part of this file (see
    // docs/benchmarks.md): it happens once per machine and what built it, then a stack starts over a copy.
    const project = await startBigProject(SIZE);
    ({ stack, user, member, projectId } = project);
    console.warn(
      project.prepared
        ? `[budget] seeded ${SIZE} expenses through the import's batch writer in ${project.seedSeconds.toFixed(1)} s`
        : `[budget] ${SIZE} expenses seeded earlier on this machine, from the same sources`,
    );
    detach = await meterHandlerRequests(meter);
  }, 600_000);

  afterAll(async () => {
    detach();
    await stack?.stop();
  });

  const call = <T>(method: string, path: string, body?: unknown) =>
    meter.measure(() => user.api.call<T>(method, path, body));

  it("checks the caller's session with one GetItem on its first call, and none on the calls that follow", async () => {
    // The seeding took longer than the check trusts a reading: this call reads the session moment again.
    const first = await call<ProjectSummary>('GET', `/api/projects/${projectId}/summary`);
    const next = await call<ProjectSummary>('GET', `/api/projects/${projectId}/summary`);

    expect(first.cost.sequence).toEqual([...BUDGETS.sessionCheckSequence, ...next.cost.sequence]);
    expect(next.cost.sequence).toEqual(['GetItem']);
    console.warn(`[budget] session check: ${first.cost.rcu - next.cost.rcu} RCU on a user's first call`);
  });

  it(`GET /api/projects/{id}/summary is ${BUDGETS.summaryRequests} request (one GetItem of the project item)`, async () => {
    const { result, cost } = await call<ProjectSummary>('GET', `/api/projects/${projectId}/summary`);

    expect(Number(result.totalSpent)).toBeGreaterThan(0);
    expect(cost.requests).toBe(BUDGETS.summaryRequests);
    expect(cost.sequence).toEqual(['GetItem']);
  });

  it(`GET /api/projects/{id}/forecast and /budget are ${BUDGETS.forecastRequests} request each (one GetItem)`, async () => {
    const forecast = await call<ProjectForecast>('GET', `/api/projects/${projectId}/forecast`);
    const plan = await call<BudgetPlan>('GET', `/api/projects/${projectId}/budget`);

    expect(Number(forecast.result.spent)).toBeGreaterThan(0);
    expect(forecast.result.projectedTotal).toBe(forecast.result.spent);
    expect(forecast.cost.sequence).toEqual(['GetItem']);
    expect(forecast.cost.requests).toBe(BUDGETS.forecastRequests);
    expect(plan.cost.sequence).toEqual(['GetItem']);
    console.warn(
      `[budget] forecast at ${SIZE} expenses: ${forecast.cost.requests} request, ${forecast.cost.rcu} RCU`,
    );
  });

  it(`a household member's summary and forecast add one GetItem of the member item: at most ${BUDGETS.summaryRequests + BUDGETS.membershipCheckSequence.length} requests at ${SIZE} expenses`, async () => {
    await member.api.call('GET', `/api/projects/${projectId}/summary`);
    const summary = await meter.measure(() =>
      member.api.call<ProjectSummary>('GET', `/api/projects/${projectId}/summary`),
    );
    const forecast = await meter.measure(() =>
      member.api.call<ProjectForecast>('GET', `/api/projects/${projectId}/forecast`),
    );

    expect(Number(summary.result.totalSpent)).toBeGreaterThan(0);
    expect(summary.cost.sequence).toEqual([...BUDGETS.membershipCheckSequence, 'GetItem']);
    expect(forecast.cost.sequence).toEqual([...BUDGETS.membershipCheckSequence, 'GetItem']);
    expect(forecast.cost.requests).toBeLessThanOrEqual(2);
    console.warn(`[budget] a member's forecast at ${SIZE} expenses: ${forecast.cost.requests} requests`);
  });

  it('GET /api/expenses page 1 takes at most 2 requests and answers for the whole project', async () => {
    const { result, cost } = await call<ExpensePage>('GET', `/api/expenses?projectId=${projectId}&page=1`);

    expect(result.totalCount).toBeGreaterThanOrEqual(SIZE);
    expect(result.expenses).toHaveLength(25);
    expect(cost.requests).toBeGreaterThan(0);
    expect(cost.requests).toBeLessThanOrEqual(BUDGETS.pageOneMaxRequests);
  });

  it(`GET /api/expenses with filters: page 1, a page by cursor and page 40 by number at most ${BUDGETS.filteredPageFactor}× page 1's requests and RCU`, async () => {
    const first = await call<ExpensePage>('GET', `/api/expenses?projectId=${projectId}&page=1`);
    const list = `/api/expenses?projectId=${projectId}`;
    const unfiltered = await call<ExpensePage>('GET', `${list}&page=40`);
    expect(unfiltered.result.expenses).toHaveLength(25);
    expect(unfiltered.cost.requests).toBeLessThanOrEqual(BUDGETS.filteredPageFactor * first.cost.requests);
    expect(unfiltered.cost.rcu).toBeLessThanOrEqual(BUDGETS.filteredPageFactor * first.cost.rcu);
    // A contractor and its estimate named on 30 expenses spread over the project's two years.
    const linked = await linkSpreadExpenses(user.api, projectId, SIZE, 30);
    const filters = [
      { query: 'category=materials', counted: true },
      { query: 'paymentMethod=cash', counted: true },
      { query: 'category=labor&paymentMethod=check', counted: false },
      { query: 'from=2025-03-01&to=2025-05-31', counted: true },
      { query: 'category=materials&from=2024-06-01&to=2024-12-31', counted: true },
      { query: `contractorId=${linked.contractorId}`, counted: false },
      { query: `estimateId=${linked.estimateId}&from=2024-01-01`, counted: false },
    ];
    for (const { query, counted } of filters) {
      const pageOne = await call<ExpensePage>('GET', `${list}&${query}`);
      expect(pageOne.result.nextCursor, query).not.toBeNull();
      const calls: { label: string; cost: typeof first.cost }[] = [
        { label: 'page 1', cost: pageOne.cost },
        {
          label: 'from a cursor',
          cost: (await call<ExpensePage>('GET', `${list}&${query}&cursor=${pageOne.result.nextCursor}`)).cost,
        },
        ...(counted
          ? [
              {
                label: 'page 40',
                cost: (await call<ExpensePage>('GET', `${list}&${query}&page=40`)).cost,
              },
            ]
          : []),
      ];
      for (const { label, cost } of calls) {
        const name = `${query} ${label}: ${cost.sequence.join(' + ')}, ${cost.rcu} RCU (page 1: ${first.cost.rcu})`;
        console.warn(`[budget] ${name}`);
        expect(cost.requests, name).toBeLessThanOrEqual(BUDGETS.filteredPageFactor * first.cost.requests);
        expect(cost.rcu, name).toBeLessThanOrEqual(BUDGETS.filteredPageFactor * first.cost.rcu);
      }
    }
  });

  it(`GET /api/expenses with a search reads ${BUDGETS.searchMaxQueries} Query of at most ${BUDGETS.searchMaxRowsPerCall} rows per call and says how far it looked`, async () => {
    const { result, cost } = await call<ExpensePage>(
      'GET',
      // One expense's words: the search looks through its rows and stops there.
      `/api/expenses?projectId=${projectId}&search=${encodeURIComponent('expense 17:')}`,
    );

    expect(cost.sequence.filter((operation) => operation === 'Query')).toHaveLength(BUDGETS.searchMaxQueries);
    expect(result.searched?.of).toBeGreaterThanOrEqual(SIZE);
    expect(result.searched?.looked).toBe(BUDGETS.searchMaxRowsPerCall);
    expect(result.nextCursor).not.toBeNull();
    console.warn(
      `[budget] search at ${SIZE} expenses: ${cost.sequence.join(' + ')}, ${cost.rcu} RCU, looked at ${result.searched?.looked}`,
    );
  });

  it(`the admin's user list is ${BUDGETS.adminUsersPageSequence.join(' + ')} on page 1 and by cursor, the cards ${BUDGETS.adminTotalsSequence.join(' + ')}`, async () => {
    const admin = createApiClient(stack.url, user.idToken, { 'x-admin-password': stack.adminPassword });
    // The owner's first call as the admin reads the session moment (the check above): not this budget's.
    await admin.call('GET', '/api/admin/totals');
    const cursor = (await listUsersForAdmin(benchDataContext(stack), { limit: 1 })).cursor;
    expect(cursor).not.toBeNull();

    const pageOne = await meter.measure(() => admin.call<unknown[]>('GET', '/api/admin/users?limit=1'));
    const pageTwo = await meter.measure(() =>
      admin.call<unknown[]>('GET', `/api/admin/users?limit=1&cursor=${encodeURIComponent(cursor!)}`),
    );
    const totals = await meter.measure(() => admin.call('GET', '/api/admin/totals'));

    expect(pageOne.result).toHaveLength(1);
    expect(pageTwo.result).toHaveLength(1);
    expect(pageOne.cost.sequence).toEqual(BUDGETS.adminUsersPageSequence);
    expect(pageTwo.cost.sequence).toEqual(BUDGETS.adminUsersPageSequence);
    expect(totals.cost.sequence).toEqual(BUDGETS.adminTotalsSequence);
  });

  it('POST /api/expenses is one UpdateItem (the id sequence) and exactly one TransactWriteItems', async () => {
    const { result, cost } = await call<Expense>('POST', '/api/expenses', {
      projectId,
      description: 'Budget check',
      amount: '12.34',
      category: 'materials',
      paymentMethod: 'cash',
      date: '2025-06-15',
    });

    expect(result.projectId).toBe(projectId);
    expect(cost.sequence).toEqual(BUDGETS.createSequence);
    const page = await user.api.call<ExpensePage>('GET', `/api/expenses?projectId=${projectId}&page=1`);
    expect(page.totalCount).toBe(SIZE + 1);
  });
});
