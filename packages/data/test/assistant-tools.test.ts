// Each tool's figures against figures computed straight from the seeded expenses and estimates.
import { centsToDecimal, type AssistantToolOutcome, type AssistantToolResults } from '@reno/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { findContractorsTool } from '../src/assistant/contractor-tool';
import { expenseTotals, findExpenses } from '../src/assistant/expense-tools';
import { listEstimatesTool, listMilestonesTool, listProjectsTool } from '../src/assistant/record-tools';
import type { ToolAnswer } from '../src/assistant/tool-answer';
import { runAssistantTool } from '../src/assistant/run-tool';
import { setBudgetPlan } from '../src/budget-plans';
import type { CapacityReport } from '../src/index';
import { expectedGroups, seedHomeowner, type Homeowner, type SeededExpense } from './assistant-fixture';
import { testContext } from './support';

const ctx = testContext({ now: () => new Date('2026-11-26T15:00:00Z') });

async function run<Name extends keyof AssistantToolResults>(
  userId: string,
  name: Name,
  input: unknown,
): Promise<{ result: AssistantToolResults[Name]; lookedAt: string }> {
  const outcome = await runAssistantTool(ctx, userId, { name, input });
  if (!outcome.ok) throw new Error(`${name} refused: ${outcome.error.message}`);
  return { result: outcome.result as AssistantToolResults[Name], lookedAt: outcome.lookedAt };
}

function asRecord(groups: { key: string; count: number; total: string }[]) {
  return Object.fromEntries(groups.map((group) => [group.key, { count: group.count, total: group.total }]));
}

function asExpected(groups: Map<string, { count: number; cents: number }>) {
  return Object.fromEntries(
    [...groups].map(([key, group]) => [key, { count: group.count, total: centsToDecimal(group.cents) }]),
  );
}

const sumOf = (expenses: SeededExpense[]) => expenses.reduce((sum, expense) => sum + expense.amountCents, 0);
const inOctober = (expense: SeededExpense) => expense.date.startsWith('2026-10');

describe('the assistant tools over a seeded homeowner', () => {
  let h: Homeowner;
  beforeAll(async () => {
    h = await seedHomeowner(ctx, 'Tools', 150);
  }, 120_000);

  it('totals by every grouping over all projects', async () => {
    const keys = {
      category: (e: SeededExpense) => e.category,
      month: (e: SeededExpense) => e.date.slice(0, 7),
      paymentMethod: (e: SeededExpense) => e.paymentMethod,
      contractor: (e: SeededExpense) => (e.contractorId === null ? 'none' : String(e.contractorId)),
    };
    for (const [groupBy, keyOf] of Object.entries(keys)) {
      const { result, lookedAt } = await run(h.userId, 'expense_totals', { groupBy });
      expect(asRecord(result.groups), groupBy).toEqual(asExpected(expectedGroups(h.expenses, keyOf)));
      expect(result.total).toBe(centsToDecimal(sumOf(h.expenses)));
      expect(lookedAt).toBe(`All expenses · all dates · all projects: ${h.expenses.length} expenses`);
    }
  });

  it('totals by category for one project in October, named in lookedAt', async () => {
    const keep = (e: SeededExpense) => e.projectId === h.kitchen.id && inOctober(e);
    const { result, lookedAt } = await run(h.userId, 'expense_totals', {
      groupBy: 'category',
      projectId: h.kitchen.id,
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(asRecord(result.groups)).toEqual(asExpected(expectedGroups(h.expenses, (e) => e.category, keep)));
    expect(lookedAt).toBe(
      `All expenses · Oct 2026 · Tools Kitchen: ${h.expenses.filter(keep).length} expenses`,
    );
  });

  it('materials in October by month, and a contractor named loosely', async () => {
    const materials = (e: SeededExpense) => e.category === 'materials' && inOctober(e);
    const { result, lookedAt } = await run(h.userId, 'expense_totals', {
      groupBy: 'month',
      category: 'materials',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(result.total).toBe(centsToDecimal(sumOf(h.expenses.filter(materials))));
    expect(lookedAt).toBe(
      `Materials · Oct 2026 · all projects: ${h.expenses.filter(materials).length} expenses`,
    );

    const paidMarcus = h.expenses.filter((e) => e.contractorId === h.marcus.id);
    const byName = await run(h.userId, 'expense_totals', { groupBy: 'month', contractor: 'marcus bell' });
    expect(byName.result.total).toBe(centsToDecimal(sumOf(paidMarcus)));
    expect(byName.result.filters.contractor).toEqual({ id: h.marcus.id, name: 'Tools Marcus Bell' });
    expect(asRecord(byName.result.groups)).toEqual(
      asExpected(expectedGroups(paidMarcus, (e) => e.date.slice(0, 7))),
    );
  });

  it('a text search over an odd range, by payment method', async () => {
    const keep = (e: SeededExpense) =>
      e.description.includes('tile') && e.date >= '2026-08-10' && e.date <= '2026-10-20';
    const { result } = await run(h.userId, 'expense_totals', {
      groupBy: 'paymentMethod',
      text: 'TILE',
      from: '2026-08-10',
      to: '2026-10-20',
    });
    expect(asRecord(result.groups)).toEqual(
      asExpected(expectedGroups(h.expenses, (e) => e.paymentMethod, keep)),
    );
  });

  it('finds the matching expenses: count, sum, the 20 newest or largest', async () => {
    const keep = (e: SeededExpense) => e.projectId === h.deck.id && e.paymentMethod === 'cash';
    const matching = h.expenses.filter(keep);
    const newest = [...matching].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
    const { result } = await run(h.userId, 'find_expenses', { projectId: h.deck.id, paymentMethod: 'cash' });
    expect(result.count).toBe(matching.length);
    expect(result.total).toBe(centsToDecimal(sumOf(matching)));
    expect(result.expenses.map((e) => e.id)).toEqual(newest.slice(0, 20).map((e) => e.id));

    // The newest of a project: count and sum from the totals, the list from a Query stopped at 20;
    // with a text search (or across projects), from all the matches. Both give the seeded answer.
    const newestOf = (keep: (e: SeededExpense) => boolean) =>
      h.expenses.filter(keep).sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
    for (const [input, keep, source] of [
      [{ projectId: h.kitchen.id }, (e: SeededExpense) => e.projectId === h.kitchen.id, 'aggregates'],
      [
        { projectId: h.kitchen.id, contractor: 'Lee Chen', from: '2026-09-01', to: '2026-10-31' },
        (e: SeededExpense) =>
          e.projectId === h.kitchen.id &&
          e.contractorId === h.contractors[2]!.id &&
          e.date >= '2026-09-01' &&
          e.date <= '2026-10-31',
        'aggregates',
      ],
      [
        { projectId: h.kitchen.id, text: 'paint' },
        (e: SeededExpense) => e.projectId === h.kitchen.id && e.description.includes('paint'),
        'query',
      ],
      [{ category: 'labor' }, (e: SeededExpense) => e.category === 'labor', 'query'],
    ] as const) {
      const outcome = await runAssistantTool(ctx, h.userId, { name: 'find_expenses', input });
      const found = outcome.ok ? (outcome.result as AssistantToolResults['find_expenses']) : null;
      const expected = newestOf(keep);
      expect(outcome.ok && outcome.source, JSON.stringify(input)).toBe(source);
      expect(found?.count, JSON.stringify(input)).toBe(expected.length);
      expect(found?.total).toBe(centsToDecimal(sumOf(expected)));
      expect(found?.expenses.map((e) => e.id)).toEqual(expected.slice(0, 20).map((e) => e.id));
    }

    const largest = await run(h.userId, 'find_expenses', { order: 'largest' });
    const top = [...h.expenses].sort((a, b) => b.amountCents - a.amountCents).slice(0, 20);
    expect(largest.result.expenses.map((e) => e.amount)).toEqual(
      top.map((e) => centsToDecimal(e.amountCents)),
    );
    expect(largest.result.expenses[0]).toMatchObject({ projectName: expect.stringMatching(/^Tools /) });
  });

  it('lists estimates with revised totals, paid and remaining; a rejected one owes nothing', async () => {
    const paidOnApproved = sumOf(h.expenses.filter((e) => e.estimateId === h.approved.id));
    // 10,000.00 + 13 % tax, and an approved change order of 1,000.00 taxed the same way.
    const revised = 1_130_000 + 113_000;
    const { result } = await run(h.userId, 'list_estimates', {});
    expect(
      result.estimates.map((e) => [
        e.title,
        e.status,
        e.original,
        e.approvedChanges,
        e.revisedTotal,
        e.paid,
        e.remaining,
      ]),
    ).toEqual([
      [
        'Tools cabinets',
        'approved',
        '11300.00',
        '1130.00',
        centsToDecimal(revised),
        centsToDecimal(paidOnApproved),
        centsToDecimal(Math.max(revised - paidOnApproved, 0)),
      ],
      ['Tools counters', 'pending', '4000.00', '0.00', '4000.00', '0.00', '4000.00'],
      ['Tools railing', 'rejected', '2500.00', '0.00', '2500.00', '0.00', '0.00'],
    ]);
    const owing = await run(h.userId, 'list_estimates', { owing: true });
    expect(owing.result.estimates.map((e) => e.title)).toEqual(
      revised > paidOnApproved ? ['Tools cabinets'] : [],
    );
    expect(owing.lookedAt).toBe(
      `Estimates · still owing · all projects: ${owing.result.count} estimate${owing.result.count === 1 ? '' : 's'}`,
    );
  });

  it('lists milestones as of today', async () => {
    const overdue = await run(h.userId, 'list_milestones', { state: 'overdue' });
    expect(overdue.result.asOf).toBe('2026-11-26');
    expect(overdue.result.milestones.map((m) => m.title)).toEqual(['Tools demolition done']);
    const open = await run(h.userId, 'list_milestones', { state: 'open' });
    expect(open.result.milestones.map((m) => m.title)).toEqual(['Tools demolition done', 'Tools deck stain']);
    const completed = await run(h.userId, 'list_milestones', { state: 'completed', projectId: h.kitchen.id });
    expect(completed.result.milestones.map((m) => m.title)).toEqual(['Tools permits in']);
    expect(completed.lookedAt).toBe('Milestones · completed · Tools Kitchen: 1 milestone');
    expect(overdue.lookedAt).toBe('Milestones · overdue as of Nov 26, 2026 · all projects: 1 milestone');
  });

  it("gives a project's forecast and the projects with what each contractor was paid", async () => {
    const kitchenSpent = sumOf(h.expenses.filter((e) => e.projectId === h.kitchen.id));
    const paidOnApproved = sumOf(h.expenses.filter((e) => e.estimateId === h.approved.id));
    const committed = Math.max(1_243_000 - paidOnApproved, 0);
    const { result } = await run(h.userId, 'project_forecast', { projectId: h.kitchen.id });
    expect(result.forecast.spent).toBe(centsToDecimal(kitchenSpent));
    expect(result.forecast.projectedTotal).toBe(centsToDecimal(kitchenSpent + committed));

    const listed = await run(h.userId, 'list_projects', {});
    expect(listed.result.projects.map((p) => [p.name, p.spent])).toEqual([
      ['Tools Kitchen', centsToDecimal(kitchenSpent)],
      ['Tools Deck', centsToDecimal(sumOf(h.expenses.filter((e) => e.projectId === h.deck.id)))],
    ]);
    for (const contractor of listed.result.contractors)
      expect(contractor.paid, contractor.name).toBe(
        centsToDecimal(sumOf(h.expenses.filter((e) => e.contractorId === contractor.id))),
      );
  });

  it('answers the common totals from the aggregates in at most 2 reads, and the rest by a query', async () => {
    const reports: CapacityReport[] = [];
    const counted = testContext({
      now: () => new Date('2026-11-26T15:00:00Z'),
      onConsumedCapacity: (report) => reports.push(report),
    });
    const october = { from: '2026-10-01', to: '2026-10-31' };
    const common = [
      { groupBy: 'category', projectId: h.kitchen.id, ...october },
      { groupBy: 'paymentMethod', projectId: h.kitchen.id },
      { groupBy: 'month' },
      { groupBy: 'category', ...october },
      { groupBy: 'month', category: 'materials', from: '2026-09-01', to: '2026-10-31' },
      { groupBy: 'contractor' },
      { groupBy: 'contractor', contractor: 'Marcus Bell' },
      { groupBy: 'contractor', projectId: h.deck.id, contractor: h.marcus.id },
    ];
    for (const input of common) {
      reports.length = 0;
      const outcome = await runAssistantTool(counted, h.userId, { name: 'expense_totals', input });
      expect(outcome.ok && outcome.source, JSON.stringify(input)).toBe('aggregates');
      const reads = reports.filter((report) => report.operation !== 'TransactWriteItems');
      expect(reads.length, JSON.stringify(input)).toBeLessThanOrEqual(2);
    }
    for (const [name, input] of [
      ['list_projects', {}],
      ['project_forecast', { projectId: h.kitchen.id }],
    ] as const) {
      reports.length = 0;
      expect((await runAssistantTool(counted, h.userId, { name, input })).ok).toBe(true);
      expect(reports.length, name).toBeLessThanOrEqual(2);
    }
    for (const input of [
      { groupBy: 'month', text: 'tile' },
      { groupBy: 'category', from: '2026-10-02', to: '2026-10-31' },
      { groupBy: 'paymentMethod', category: 'labor' },
      { groupBy: 'month', category: 'labor', paymentMethod: 'cash' },
    ]) {
      const outcome = await runAssistantTool(counted, h.userId, { name: 'expense_totals', input });
      expect(outcome.ok && outcome.source, JSON.stringify(input)).toBe('query');
    }
  });

  it('reads the query path a page at a time, whatever the household holds, with the same figures', async () => {
    const reports: CapacityReport[] = [];
    const counted = testContext({ onConsumedCapacity: (report) => reports.push(report) });
    const labor = h.expenses.filter((e) => e.category === 'labor');
    const pageSize = 40;
    const pages = Math.ceil(h.expenses.length / pageSize);

    /** What `read` answers on the counted context, and how many Queries it sent. */
    const withQueries = async <T>(read: () => Promise<T>) => {
      reports.length = 0;
      const answer = await read();
      return { answer, queries: reports.filter((report) => report.operation === 'Query').length };
    };
    const { answer: totals, queries: totalsQueries } = await withQueries(() =>
      expenseTotals(counted, h.userId, { groupBy: 'paymentMethod', category: 'labor' }, { pageSize }),
    );
    const { answer: largest, queries: findQueries } = await withQueries(() =>
      findExpenses(counted, h.userId, { category: 'labor', order: 'largest' }, { pageSize }),
    );

    // Every page of the household's expenses, one Query each (the scope's own reads are GetItems).
    expect(totals.source).toBe('query');
    expect(totalsQueries).toBe(pages);
    expect(findQueries).toBeGreaterThanOrEqual(pages);
    expect(totals.result.count).toBe(labor.length);
    expect(totals.result.total).toBe(centsToDecimal(sumOf(labor)));
    expect(largest.result.count).toBe(labor.length);
    expect(largest.result.expenses.map((e) => e.amount)).toEqual(
      [...labor]
        .sort((a, b) => b.amountCents - a.amountCents)
        .slice(0, 20)
        .map((e) => centsToDecimal(e.amountCents)),
    );
  });

  it('reads contractors, estimates and milestones a page at a time, with the same answers', async () => {
    const queries: string[] = [];
    const counted = testContext({
      now: () => new Date('2026-11-26T15:00:00Z'),
      onConsumedCapacity: (report) => queries.push(report.operation),
    });
    const lookups: [string, (c: typeof ctx, reads: { pageSize?: number }) => Promise<ToolAnswer<unknown>>][] =
      [
        ['list_estimates', (c, reads) => listEstimatesTool(c, h.userId, {}, reads)],
        [
          'list_estimates of a contractor',
          (c, reads) => listEstimatesTool(c, h.userId, { contractor: 'marcus' }, reads),
        ],
        ['list_milestones', (c, reads) => listMilestonesTool(c, h.userId, { state: 'open' }, reads)],
        ['list_projects', (c, reads) => listProjectsTool(c, h.userId, {}, reads)],
        [
          'find_contractors',
          (c, reads) => findContractorsTool(c, h.userId, { specialty: 'Electrician' }, reads),
        ],
        [
          'expense_totals by contractor',
          (c, reads) => expenseTotals(c, h.userId, { groupBy: 'contractor' }, reads),
        ],
      ];
    for (const [name, lookup] of lookups) {
      queries.length = 0;
      const whole = await lookup(counted, {});
      const wholeQueries = queries.filter((operation) => operation === 'Query').length;
      queries.length = 0;
      const paged = await lookup(counted, { pageSize: 1 });
      const pagedQueries = queries.filter((operation) => operation === 'Query').length;
      expect(paged.result, name).toEqual(whole.result);
      // A page of one: every list read is one Query per record (and one more that finds the end).
      if (name !== 'expense_totals by contractor') expect(pagedQueries, name).toBeGreaterThan(wholeQueries);
    }
  });

  it('gives the seeded figures for every combination of project, whole months, one filter and grouping', async () => {
    const ranges: { from?: string; to?: string }[] = [
      {},
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2026-09-01', to: '2026-10-31' },
      { from: '2026-09-01' },
      { to: '2026-09-30' },
    ];
    const filters = [
      { input: {}, keep: () => true },
      { input: { category: 'materials' }, keep: (e: SeededExpense) => e.category === 'materials' },
      { input: { paymentMethod: 'cash' }, keep: (e: SeededExpense) => e.paymentMethod === 'cash' },
      { input: { contractor: h.marcus.id }, keep: (e: SeededExpense) => e.contractorId === h.marcus.id },
    ];
    const keyOf = {
      category: (e: SeededExpense) => e.category,
      month: (e: SeededExpense) => e.date.slice(0, 7),
      paymentMethod: (e: SeededExpense) => e.paymentMethod,
      contractor: (e: SeededExpense) => (e.contractorId === null ? 'none' : String(e.contractorId)),
    };
    let fromAggregates = 0;
    for (const projectId of [undefined, h.kitchen.id])
      for (const range of ranges)
        for (const filter of filters)
          for (const [groupBy, key] of Object.entries(keyOf)) {
            const input = { groupBy, projectId, ...range, ...filter.input };
            const outcome = await runAssistantTool(ctx, h.userId, { name: 'expense_totals', input });
            if (!outcome.ok) throw new Error(outcome.error.message);
            const keep = (e: SeededExpense) =>
              (projectId === undefined || e.projectId === projectId) &&
              (range.from === undefined || e.date >= range.from) &&
              (range.to === undefined || e.date <= range.to) &&
              filter.keep(e);
            const result = outcome.result as AssistantToolResults['expense_totals'];
            expect(asRecord(result.groups), JSON.stringify(input)).toEqual(
              asExpected(expectedGroups(h.expenses, key, keep)),
            );
            if (outcome.source === 'aggregates') fromAggregates += 1;
          }
    // Both paths were exercised: a filter on one dimension grouped by another needs the query.
    expect(fromAggregates).toBeGreaterThan(80);
    expect(fromAggregates).toBeLessThan(160);
  });

  it('searches descriptions and notes by words, in any case, singular or plural, ignoring small words', async () => {
    const words = (e: SeededExpense) =>
      `${e.description} ${e.notes ?? ''}`.toLowerCase().match(/[a-z0-9]+/g) ?? ([] as string[]);
    const depot = h.expenses.filter((e) => words(e).includes('home') && words(e).includes('depot'));
    expect(depot.length).toBeGreaterThan(0);
    for (const text of ['Home Depot', 'the depot HOME', 'at home depot']) {
      const { result, lookedAt } = await run(h.userId, 'find_expenses', { text });
      expect(result.count, text).toBe(depot.length);
      expect(result.total, text).toBe(centsToDecimal(sumOf(depot)));
      expect(lookedAt).toBe(
        `mentioning "${text.toLowerCase()}" · all dates · all projects: ${depot.length} expenses`,
      );
    }
    const tiles = h.expenses.filter((e) => words(e).includes('tile'));
    for (const text of ['tiles', 'Tile', 'the tiles']) {
      const { result } = await run(h.userId, 'expense_totals', { groupBy: 'category', text });
      expect(result.count, text).toBe(tiles.length);
    }
    const found = await run(h.userId, 'find_expenses', { text: 'depot', order: 'largest' });
    expect(found.result.expenses[0]?.notes).toBe('Picked up at Home Depot');
    const refused = await runAssistantTool(ctx, h.userId, { name: 'find_expenses', input: { text: 'the' } });
    expect(refused.ok || refused.error.code).toBe('invalid_input');
  });

  it('lists the smallest expenses first when asked', async () => {
    const { result } = await run(h.userId, 'find_expenses', { projectId: h.deck.id, order: 'smallest' });
    const deck = h.expenses.filter((e) => e.projectId === h.deck.id);
    const smallest = [...deck].sort((a, b) => a.amountCents - b.amountCents).slice(0, 20);
    expect(result.order).toBe('smallest');
    expect(result.expenses.map((e) => e.amount)).toEqual(smallest.map((e) => centsToDecimal(e.amountCents)));
  });

  it('finds contractors by trade or name, with what each was paid and their approved estimates', async () => {
    const electricians = h.contractors.filter((c) => c.specialty === 'Electrician');
    for (const specialty of ['Electrician', 'electrical', 'ELECTRIC']) {
      const { result, lookedAt } = await run(h.userId, 'find_contractors', {
        specialty,
        projectId: h.kitchen.id,
      });
      expect(
        result.contractors.map((c) => c.id),
        specialty,
      ).toEqual(electricians.map((c) => c.id));
      for (const contractor of result.contractors) {
        const theirs = h.expenses.filter(
          (e) => e.contractorId === contractor.id && e.projectId === h.kitchen.id,
        );
        expect(contractor.paid).toBe(centsToDecimal(sumOf(theirs)));
        expect(contractor.expenseCount).toBe(theirs.length);
      }
      expect(lookedAt).toBe(`Contractors · ${specialty} · Tools Kitchen: 2 contractors`);
    }
    const plumbing = await run(h.userId, 'find_contractors', { specialty: 'plumbing' });
    expect(plumbing.result.contractors.map((c) => c.name)).toEqual(['Tools Lee Chen']);

    const marcus = (await run(h.userId, 'find_contractors', { name: 'marcus' })).result.contractors;
    const paidOnApproved = sumOf(h.expenses.filter((e) => e.estimateId === h.approved.id));
    expect(marcus).toEqual([
      {
        id: h.marcus.id,
        name: 'Tools Marcus Bell',
        company: 'Marcus Bell Co',
        specialty: 'General Contractor',
        paid: centsToDecimal(sumOf(h.expenses.filter((e) => e.contractorId === h.marcus.id))),
        expenseCount: h.expenses.filter((e) => e.contractorId === h.marcus.id).length,
        approvedEstimates: 1,
        approvedTotal: centsToDecimal(1_243_000),
        owing: centsToDecimal(Math.max(1_243_000 - paidOnApproved, 0)),
        pendingEstimates: 0,
        rejectedEstimates: 0,
      },
    ]);
    const none = await run(h.userId, 'find_contractors', { specialty: 'Roofer' });
    expect(none.result.count).toBe(0);
  });

  it("gives the plan's variance per category, what is over plan and the contingency left", async () => {
    const before = await run(h.userId, 'plan_variance', { projectId: h.deck.id });
    expect(before.result).toMatchObject({ hasPlan: false, lines: [], overPlan: [], contingency: '0.00' });

    await setBudgetPlan(ctx, h.userId, h.kitchen.id, {
      contingencyCents: 500_000,
      lines: [
        { category: 'materials', plannedCents: 100_000 },
        { category: 'labor', plannedCents: 3_000_000 },
      ],
    });
    const kitchen = h.expenses.filter((e) => e.projectId === h.kitchen.id);
    const spentOn = (category: string) => sumOf(kitchen.filter((e) => e.category === category));
    const paidOnApproved = sumOf(h.expenses.filter((e) => e.estimateId === h.approved.id));
    // The approved estimate commits what is left of it to labor.
    const laborProjected = spentOn('labor') + Math.max(1_243_000 - paidOnApproved, 0);
    const materialsOver = spentOn('materials') - 100_000;
    const laborOver = Math.max(laborProjected - 3_000_000, 0);
    const { result, lookedAt } = await run(h.userId, 'plan_variance', { projectId: h.kitchen.id });
    expect(lookedAt).toBe('Budget plan · Tools Kitchen: 2 planned categories, contingency');
    expect(result.hasPlan).toBe(true);
    expect(result.lines.map((line) => [line.category, line.planned, line.projected, line.variance])).toEqual([
      ['materials', '1000.00', centsToDecimal(spentOn('materials')), centsToDecimal(-materialsOver)],
      ['labor', '30000.00', centsToDecimal(laborProjected), centsToDecimal(3_000_000 - laborProjected)],
    ]);
    expect(result.overPlan[0]).toEqual({
      category: 'materials',
      label: 'Materials',
      overBy: centsToDecimal(materialsOver),
    });
    expect(result.contingencyRemaining).toBe(centsToDecimal(500_000 - materialsOver - laborOver));
    expect(result.unallocated).toBe(centsToDecimal(5_000_000 - 3_100_000 - 500_000));
    expect(result.unplanned.map((line) => line.category).sort()).toEqual(
      [...new Set(kitchen.map((e) => e.category))].filter((c) => c !== 'materials' && c !== 'labor').sort(),
    );
  });

  it('hands refusals back as outcomes', async () => {
    const outcomes: AssistantToolOutcome[] = await Promise.all([
      runAssistantTool(ctx, h.userId, { name: 'drop_everything', input: {} }),
      runAssistantTool(ctx, h.userId, {
        name: 'expense_totals',
        input: { groupBy: 'month', projectId: 'one' },
      }),
      runAssistantTool(ctx, h.userId, { name: 'project_forecast', input: { projectId: 999_999 } }),
      runAssistantTool(ctx, h.userId, { name: 'find_expenses', input: { contractor: 'Nobody Here' } }),
    ]);
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.error.code))).toEqual([
      'unknown_tool',
      'invalid_input',
      'not_found',
      'not_found',
    ]);
  });
});
